/**
 * /inviting (docs/product.md "Friend invite"): the player's invite link with a copy button and its QR code (the
 * `qrcode` library, in a chunk of its own loaded only here), the commission rate, the players they invited
 * (customer codes masked by the server) and the commission earned (`GET invites/me`). Visitors are asked to
 * log in; when ops turn the FriendInvite flag off the page says the feature is closed.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThaiShortDate, formatWireBaht } from 'shared-contracts';
import { Button, ButtonLink, Card, Notice, Page, theme } from 'shared-ui';
import { useSession } from '../../session';
import { useSystemStatus } from '../../system-status';
import { LazyInviteQr as InviteQr, useMyInvites } from '../../invite';
import { MessagePage } from './MessagePage';

const Stat = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <div css={{ flex: 1, padding: '0.75rem', borderRadius: theme.radius.md, background: theme.color.goldSoft }}>
    <div css={{ fontSize: '0.8rem', color: theme.color.muted }}>{label}</div>
    <div data-testid={testId} css={{ fontSize: '1.25rem', fontWeight: 800, color: theme.color.red }}>
      {value}
    </div>
  </div>
);

export function InvitingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { status } = useSystemStatus();
  const invites = useMyInvites();
  const [copied, setCopied] = useState(false);

  // the page's title over a message instead of the invite (closed by ops, or a visitor), with its action if any
  const message = (body: string, action?: ReactNode) => (
    <MessagePage icon="users" title={t('pages.invite.title')} body={body} testId="page-inviting">
      {action}
    </MessagePage>
  );
  if (status && !status.FriendInvite) return message(t('pages.invite.closed'));
  if (session.status !== 'authenticated')
    return message(
      t('pages.invite.loginFirst'),
      <ButtonLink to="/login" state={{ from: '/inviting' }} variant="gold">
        {t('header.login')}
      </ButtonLink>,
    );
  const data = invites.data;
  const link = data ? `${window.location.origin}${data.link_path}` : '';
  return (
    <Page as="main" narrow>
      <div data-testid="page-inviting" css={{ display: 'grid', gap: '1rem', margin: '1rem 0' }}>
        <Card css={{ padding: '1.25rem', textAlign: 'center' }}>
          <h1 css={{ margin: '0 0 0.25rem', fontSize: '1.3rem', color: theme.color.red }}>{t('pages.invite.title')}</h1>
          <p css={{ margin: '0 0 1rem', color: theme.color.muted }}>{t('pages.invite.body')}</p>
          {invites.isError && (
            <Notice tone="error" role="alert" data-testid="invite-error">
              {t('pages.invite.loadError')}
            </Notice>
          )}
          {!data && !invites.isError && <p>{t('common.loading')}</p>}
          {data && (
            <>
              <div css={{ fontSize: '0.85rem', color: theme.color.muted }}>{t('pages.invite.yourCode')}</div>
              <div
                data-testid="invite-code"
                css={{
                  margin: '0 0 0.75rem',
                  fontFamily: theme.font.number,
                  fontSize: '1.8rem',
                  fontWeight: 800,
                  letterSpacing: '0.12em',
                  color: theme.color.red,
                }}
              >
                {data.invite_code}
              </div>
              <div css={{ display: 'grid', placeItems: 'center', margin: '0 0 0.5rem' }}>
                <Suspense fallback={<div css={{ width: 200, height: 200 }} />}>
                  <InviteQr text={link} label={t('pages.invite.qrLabel')} />
                </Suspense>
              </div>
              <p css={{ margin: '0 0 0.75rem', fontSize: '0.85rem', color: theme.color.muted }}>
                {t('pages.invite.qrHint')}
              </p>
              <div css={{ fontSize: '0.85rem', color: theme.color.muted }}>{t('pages.invite.yourLink')}</div>
              <div
                data-testid="invite-link"
                css={{
                  margin: '0.25rem 0 0.75rem',
                  padding: '0.5rem 0.75rem',
                  borderRadius: theme.radius.sm,
                  background: theme.color.cream,
                  border: `1px solid ${theme.color.line}`,
                  wordBreak: 'break-all',
                  fontSize: '0.9rem',
                }}
              >
                {link}
              </div>
              <Button
                type="button"
                variant="gold"
                data-testid="invite-copy"
                onClick={() => {
                  void navigator.clipboard?.writeText(link).catch(() => undefined);
                  setCopied(true);
                }}
              >
                {copied ? t('pages.invite.copied') : t('pages.invite.copyLink')}
              </Button>
              <p
                data-testid="invite-rate"
                css={{ margin: '0.75rem 0 0', fontSize: '0.85rem', color: theme.color.muted }}
              >
                {t('pages.invite.rate', { rate: data.commission_rate_bps / 100 })}
              </p>
            </>
          )}
        </Card>
        {data && (
          <Card css={{ padding: '1.25rem' }}>
            <div css={{ display: 'flex', gap: '0.75rem', margin: '0 0 1rem' }}>
              <Stat label={t('pages.invite.invitedCount')} value={String(data.invited_count)} testId="invite-count" />
              <Stat
                label={t('pages.invite.commissionTotal')}
                value={t('pages.invite.baht', { amount: formatWireBaht(data.commission_total) })}
                testId="invite-commission-total"
              />
            </div>
            <h2 css={{ margin: '0 0 0.5rem', fontSize: '1.05rem', color: theme.color.red }}>
              {t('pages.invite.invitedTitle')}
            </h2>
            {data.invited.length === 0 ? (
              <p data-testid="invite-none" css={{ margin: 0, color: theme.color.muted }}>
                {t('pages.invite.none')}
              </p>
            ) : (
              <table data-testid="invite-list" css={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9rem' }}>
                <thead>
                  <tr css={{ color: theme.color.muted, textAlign: 'left' }}>
                    <th css={{ padding: '0.4rem 0.25rem', fontWeight: 600 }}>{t('pages.invite.member')}</th>
                    <th css={{ padding: '0.4rem 0.25rem', fontWeight: 600 }}>{t('pages.invite.joined')}</th>
                    <th css={{ padding: '0.4rem 0.25rem', fontWeight: 600, textAlign: 'right' }}>
                      {t('pages.invite.commission')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.invited.map((p) => (
                    <tr key={`${p.customer_code}-${p.joined_at}`} css={{ borderTop: `1px solid ${theme.color.line}` }}>
                      <td css={{ padding: '0.5rem 0.25rem', fontFamily: theme.font.number }}>{p.customer_code}</td>
                      <td css={{ padding: '0.5rem 0.25rem' }}>{formatThaiShortDate(p.joined_at)}</td>
                      <td css={{ padding: '0.5rem 0.25rem', textAlign: 'right', fontWeight: 700 }}>
                        {formatWireBaht(p.commission)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Card>
        )}
      </div>
    </Page>
  );
}
