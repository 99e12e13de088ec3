/**
 * The friend-invite commission (`GET/PUT backoffice/invites/settings`): the rate in force as a percent of the
 * invitee's settled stake (sent as basis points, 0-5000), the default, what has been paid, and the changes, newest
 * first. A new rate applies to slips settled from then on.
 */
import { useState } from 'react';
import { MAX_INVITE_COMMISSION_BPS, formatBaht, formatThaiDateTime } from 'shared-contracts';
import { Button, Muted, Row } from 'shared-ui';
import { ActionError, useConsoleT, ConsoleTextField, type ConsoleFieldSpec } from '../../console';
import { useInviteSettings } from '../hooks/useGameSettings';
import { Box } from './SettingsBox';

const COMMISSION_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.settings.commission',
  testId: 'invite-commission',
  inputMode: 'decimal',
};
const REASON_FIELD: ConsoleFieldSpec = { label: 'backoffice.settings.reason', testId: 'invite-reason', maxLength: 200 };

/** "1.25" (percent) → 125 basis points; null unless a percent of 0-50 with at most 2 decimals. */
export function percentToBps(text: string): number | null {
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const bps = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bps <= MAX_INVITE_COMMISSION_BPS ? bps : null;
}

const bpsToPercent = (bps: number) => (bps / 100).toFixed(2).replace(/\.?0+$/, '');

export function InviteSettingsForm() {
  const t = useConsoleT();
  const { query, save } = useInviteSettings();
  const [draft, setDraft] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const s = query.data;
  const value = draft ?? (s ? bpsToPercent(s.commission_bps) : '');
  const bps = percentToBps(value);
  return (
    <Box data-testid="invite-settings">
      <h3 css={{ margin: 0 }}>{t('backoffice.settings.invites')}</h3>
      {!s && <Muted>{t(query.isError ? 'backoffice.common.failed' : 'backoffice.common.loading')}</Muted>}
      {s && (
        <>
          <Muted data-testid="invite-paid">
            {t('backoffice.settings.paid', { amount: formatBaht(s.paid_total_satang), slips: s.paid_slips })}
          </Muted>
          <ConsoleTextField
            field={COMMISSION_FIELD}
            hint={t('backoffice.settings.commissionHint', { value: bpsToPercent(s.default_bps) })}
            value={value}
            onValue={setDraft}
          />
          <ConsoleTextField field={REASON_FIELD} value={reason} onValue={setReason} />
          {bps === null && <Muted data-testid="invite-invalid">{t('backoffice.settings.commissionInvalid')}</Muted>}
          <Row>
            <Button
              type="button"
              small
              disabled={save.isPending || bps === null || bps === s.commission_bps}
              data-testid="invite-save"
              onClick={() =>
                save.mutate(
                  { commission_bps: bps!, ...(reason.trim() ? { reason: reason.trim() } : {}) },
                  {
                    onSuccess: () => {
                      setDraft(null);
                      setReason('');
                    },
                  },
                )
              }
            >
              {t('backoffice.common.save')}
            </Button>
          </Row>
          <ActionError error={save.error} testId="invite-error" />
          {s.history.length > 0 && (
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="invite-history">
              {s.history.map((h) => (
                <li key={h.effective_from} css={{ fontSize: 14, padding: '4px 0' }}>
                  {bpsToPercent(h.commission_bps)}% · {formatThaiDateTime(h.effective_from)} · {h.ops_username}
                  {h.reason ? ` · ${h.reason}` : ''}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Box>
  );
}
