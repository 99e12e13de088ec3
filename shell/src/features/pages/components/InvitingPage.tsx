/** /inviting: the player's invite code (from the profile) with copy; visitors are asked to log in. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, theme } from 'shared-ui';
import { useSession } from '../../session';
import { useProfile } from '../../profile';
import { useSystemStatus } from '../../system-status';
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
      <MessagePage
        icon="users"
        title={t('pages.invite.title')}
        body={t('pages.invite.closed')}
        testId="page-inviting"
      />
    );
  if (session.status !== 'authenticated') {
    return (
      <MessagePage
        icon="users"
        title={t('pages.invite.title')}
        body={t('pages.invite.loginFirst')}
        testId="page-inviting"
      >
        <ButtonLink to="/login" state={{ from: '/inviting' }} variant="gold">
          {t('header.login')}
        </ButtonLink>
      </MessagePage>
    );
  }
  return (
    <MessagePage icon="users" title={t('pages.invite.title')} body={t('pages.invite.body')} testId="page-inviting">
      <div css={{ width: '100%' }}>
        <p>{t('pages.invite.yourCode')}</p>
        <div
          data-testid="invite-code"
          css={{
            margin: '0 0 1rem',
            fontFamily: theme.font.number,
            fontSize: '1.8rem',
            fontWeight: 800,
            letterSpacing: '0.12em',
            color: theme.color.red,
          }}
        >
          {code || '—'}
        </div>
        <Button
          type="button"
          variant="gold"
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
