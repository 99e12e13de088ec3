/** /inviting: the player's invite code (from the profile) with copy; visitors are asked to log in. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session';
import { useProfile } from '../../profile';
import { useSystemStatus } from '../../system-status';
import { Button, ButtonLink } from '../../../ui/Button';
import { theme } from '../../../ui/theme';
import { MessagePage } from './MessagePage';

export function InvitingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { profile } = useProfile();
  const { status } = useSystemStatus();
  const [copied, setCopied] = useState(false);
  const code = profile?.invite_code ?? '';

  if (status && !status.FriendInvite)
    return (
      <MessagePage icon="🤝" title={t('pages.invite.title')} body={t('pages.invite.closed')} testId="page-inviting" />
    );
  if (session.status !== 'authenticated') {
    return (
      <MessagePage icon="🤝" title={t('pages.invite.title')} body={t('pages.invite.loginFirst')} testId="page-inviting">
        <ButtonLink to="/login" state={{ from: '/inviting' }}>
          {t('header.login')}
        </ButtonLink>
      </MessagePage>
    );
  }
  return (
    <MessagePage icon="🤝" title={t('pages.invite.title')} body={t('pages.invite.body')} testId="page-inviting">
      <div css={{ width: '100%' }}>
        <p css={{ margin: '0 0 0.4rem', color: theme.color.muted }}>{t('pages.invite.yourCode')}</p>
        <p
          data-testid="invite-code"
          css={{
            margin: '0 0 1rem',
            fontSize: '1.8rem',
            fontWeight: 800,
            letterSpacing: '0.12em',
            color: theme.color.primary,
          }}
        >
          {code || '—'}
        </p>
        <Button
          type="button"
          disabled={!code}
          onClick={() => {
            void navigator.clipboard?.writeText(`${window.location.origin}/register?invite=${code}`);
            setCopied(true);
          }}
        >
          {copied ? t('pages.invite.copied') : t('pages.invite.copy')}
        </Button>
      </div>
    </MessagePage>
  );
}
