/**
 * The profile page's messaging-app (LINE) actions (docs/product.md "Messaging-app linking"): connect (or reconnect
 * after LINE_BANNED) through /connect, landing back on /profile (the spec's landing target: home or profile); unlink a
 * connected account after a confirmation (`DELETE users/user/line/connect`), then the profile is read again.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserProfileData } from 'shared-contracts';
import { Button, ButtonLink, Notice } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';
import { shellKeys } from '../../../query-keys';
import { errorText } from '../../auth';
import { disconnectLine } from '../../line-link';

export const CONNECT_FROM_PROFILE = `/connect?callback=${encodeURIComponent('/profile')}`;

export function LineLinkActions({
  state,
  customerCode,
}: {
  state: UserProfileData['line_connected'];
  customerCode: string | null;
}) {
  const { t } = useTranslation();
  const { api } = useShellServices();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (state !== 'CONNECTED')
    return (
      <ButtonLink to={CONNECT_FROM_PROFILE} variant="gold" small data-testid="profile-line-connect">
        {t(state === 'LINE_BANNED' ? 'account.profile.lineReconnect' : 'account.profile.lineConnect')}
      </ButtonLink>
    );
  const unlink = async () => {
    setBusy(true);
    setError(null);
    try {
      await disconnectLine(api);
      await queryClient.invalidateQueries({ queryKey: shellKeys.profile(customerCode) });
      setConfirming(false);
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      {!confirming ? (
        <Button
          type="button"
          small
          variant="outline"
          data-testid="profile-line-unlink"
          onClick={() => setConfirming(true)}
        >
          {t('account.profile.lineUnlink')}
        </Button>
      ) : (
        <>
          <Notice tone="warn">{t('account.profile.lineUnlinkConfirm')}</Notice>
          <div css={{ display: 'flex', gap: 8 }}>
            <Button
              type="button"
              small
              data-testid="profile-line-unlink-confirm"
              disabled={busy}
              onClick={() => void unlink()}
            >
              {t('account.profile.lineUnlink')}
            </Button>
            <Button type="button" small variant="ghost" onClick={() => setConfirming(false)}>
              {t('account.profile.cancel')}
            </Button>
          </div>
        </>
      )}
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}
