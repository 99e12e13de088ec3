/** The reality check: every N minutes of a session, its time and net result, to continue or stop. */
import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatBaht, formatThaiDateTime } from 'shared-contracts';
import { Button, Dialog, theme, useNavigate } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';
import { useRealityCheck } from '../hooks/useRealityCheck';

export function RealityCheckDialog({ retryMs }: { retryMs?: number }) {
  const { t } = useTranslation();
  const { api, session } = useShellServices();
  const navigate = useNavigate();
  const { due, dismiss } = useRealityCheck(retryMs);
  if (!due) return null;

  const hours = Math.floor(due.elapsed_minutes / 60);
  const minutes = due.elapsed_minutes % 60;
  const duration =
    hours > 0
      ? t('protection.reality.hoursMinutes', { hours, minutes })
      : t('protection.reality.minutesOnly', { minutes });
  const satang = (bahtToSatang(Math.abs(due.net_result)) ?? 0) * (due.net_result < 0 ? -1 : 1);
  const net = `${satang > 0 ? '+' : ''}${formatBaht(satang)}`;

  return (
    <Dialog
      testId="reality-check-dialog"
      title={t('protection.reality.dialogTitle')}
      actions={
        <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.5rem' }}>
          <Button
            type="button"
            variant="gold"
            block
            css={{ gridColumn: '1 / -1' }}
            data-testid="reality-continue"
            onClick={dismiss}
          >
            {t('protection.reality.continue')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            small
            block
            data-testid="reality-history"
            onClick={() => {
              dismiss();
              navigate('/wallet');
            }}
          >
            {t('protection.reality.history')}
          </Button>
          <Button
            type="button"
            variant="danger"
            small
            block
            data-testid="reality-logout"
            onClick={() => {
              dismiss();
              void session.logout(api);
            }}
          >
            {t('protection.reality.logout')}
          </Button>
        </div>
      }
    >
      <p data-testid="reality-elapsed" css={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {t('protection.reality.dialogBody', { duration })}
      </p>
      <p css={{ color: theme.color.muted, fontSize: '0.9rem' }}>
        {t('protection.reality.since', { time: formatThaiDateTime(due.session_started_at) })}
      </p>
      <div
        css={{
          margin: '0.75rem 0 0',
          padding: '0.75rem 1rem',
          borderRadius: theme.radius.md,
          background: theme.color.goldSoft,
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: '0.5rem',
        }}
      >
        <span>
          <strong>{t('protection.reality.netResult')}</strong>
          <br />
          <small css={{ color: theme.color.muted }}>{t('protection.reality.netHelp')}</small>
        </span>
        <strong
          data-testid="reality-net"
          css={{
            fontSize: '1.3rem',
            whiteSpace: 'nowrap',
            color: satang < 0 ? theme.color.danger : satang > 0 ? theme.color.green : theme.color.ink,
          }}
        >
          {t('protection.baht', { amount: net })}
        </strong>
      </div>
    </Dialog>
  );
}
