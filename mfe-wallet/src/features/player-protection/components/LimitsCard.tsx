import styled from '@emotion/styled';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bahtToSatang,
  formatSatangPlain,
  formatThaiDateTime,
  formatWireBaht,
  LIMIT_KINDS,
  satangToBaht,
  type LimitKind,
  type LimitView,
  type PlayerLimitsData,
} from 'shared-contracts';
import { Button, Card, Notice, theme, useRemote } from 'shared-ui';
import { protectionApi } from '../api/protection-api';
import { protectionErrorText } from '../utils/protection-error-text';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 8px;
  padding: 0;
  legend {
    font-weight: 700;
    font-size: 15px;
    margin-bottom: 4px;
    padding: 0;
  }
  .help {
    font-size: 12px;
    color: ${theme.color.muted};
    margin: 0 0 6px;
  }
`;

const Row = styled.div`
  padding: 10px 0;
  border-bottom: 1px dashed ${theme.color.line};
  label {
    display: grid;
    grid-template-columns: 1fr minmax(0, 150px);
    align-items: center;
    gap: 8px;
    font-size: 14px;
    font-weight: 600;
  }
  input {
    width: 100%;
    font: inherit;
    font-size: 17px;
    font-weight: 700;
    text-align: right;
    padding: 8px 10px;
    border-radius: ${theme.radius.sm};
    border: 1.5px solid ${theme.color.line};
    background: #fff;
    color: ${theme.color.red};
  }
  input:focus {
    outline: none;
    border-color: ${theme.color.gold};
    background: ${theme.color.goldSoft};
  }
  input[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  .meta {
    font-size: 12px;
    color: ${theme.color.muted};
    margin-top: 4px;
  }
  .pending {
    font-size: 12px;
    margin-top: 4px;
    color: ${theme.color.redDark};
    background: ${theme.color.goldSoft};
    border-radius: ${theme.radius.sm};
    padding: 4px 8px;
  }
`;

type Drafts = Record<LimitKind, string>;
const toDrafts = (data: PlayerLimitsData): Drafts =>
  Object.fromEntries(
    LIMIT_KINDS.map((k) => {
      const limit = data[k].limit;
      return [k, limit === null ? '' : formatSatangPlain(bahtToSatang(limit) ?? 0)];
    }),
  ) as Drafts;

/** A draft's value in satang (null = no limit), or undefined when it is not a valid amount. */
function draftSatang(draft: string): number | null | undefined {
  if (draft.trim() === '') return null;
  return bahtToSatang(draft.replace(/,/g, '')) ?? undefined;
}

/**
 * The six limits: what is in force, this period's figure and what remains, a pending raise with its
 * time; editing sends only the limits that changed (a lower one applies at once, the server keeps a
 * higher one pending for `raise_delay_hours`).
 */
export function LimitsCard({ initial }: { initial: PlayerLimitsData }) {
  const { t } = useTranslation();
  const { api } = useRemote();
  const [data, setData] = useState(initial);
  const [drafts, setDrafts] = useState<Drafts>(() => toDrafts(initial));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);

  const invalid = LIMIT_KINDS.filter((k) => draftSatang(drafts[k]) === undefined);
  const changes = Object.fromEntries(
    LIMIT_KINDS.flatMap((k) => {
      const satang = draftSatang(drafts[k]);
      const current = data[k].limit === null ? null : bahtToSatang(data[k].limit);
      return satang === undefined || satang === current ? [] : [[k, satang === null ? null : satangToBaht(satang)]];
    }),
  ) as Partial<Record<LimitKind, number | null>>;

  const save = useMutation({
    mutationFn: (sent: Partial<Record<LimitKind, number | null>>) => protectionApi.setLimits(api, sent),
    onSuccess: (next, sent) => {
      const waiting = Object.keys(sent).some((k) => next[k as LimitKind].pending !== null);
      setData(next);
      setDrafts(toDrafts(next));
      setNotice({
        tone: 'success',
        text: waiting
          ? t('protection.limits.savedPending', { hours: next.raise_delay_hours })
          : t('protection.limits.saved'),
      });
    },
    onError: (err) => setNotice({ tone: 'error', text: protectionErrorText(err, t) ?? t('protection.limits.failed') }),
  });
  const busy = save.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid.length > 0) return setNotice({ tone: 'error', text: t('protection.limits.invalid') });
    if (Object.keys(changes).length === 0) return setNotice({ tone: 'info', text: t('protection.limits.unchanged') });
    setNotice(null);
    save.mutate(changes);
  };

  const row = (kind: LimitKind, view: LimitView, family: 'deposit' | 'loss') => {
    const period = kind.slice(kind.indexOf('_') + 1) as 'day' | 'week' | 'month';
    return (
      <Row key={kind} data-testid={`limit-row-${kind}`}>
        <label>
          {t(`protection.periods.${period}`)}
          <input
            data-testid={`limit-input-${kind}`}
            inputMode="decimal"
            placeholder={t('protection.limits.placeholder')}
            aria-label={t('protection.limits.inputLabel', {
              name: t(`protection.limits.${family}`),
              period: t(`protection.periods.${period}`),
            })}
            aria-invalid={invalid.includes(kind)}
            value={drafts[kind]}
            onChange={(e) => setDrafts((d) => ({ ...d, [kind]: e.target.value.replace(/[^\d.,]/g, '') }))}
          />
        </label>
        <div className="meta" data-testid={`limit-used-${kind}`}>
          {t(family === 'deposit' ? 'protection.limits.usedDeposit' : 'protection.limits.usedLoss', {
            period: t(`protection.thisPeriod.${period}`),
            amount: formatWireBaht(view.used),
          })}
          {view.remaining !== null && (
            <> · {t('protection.limits.remaining', { amount: formatWireBaht(view.remaining) })}</>
          )}
          {' · '}
          {t('protection.limits.resets', { time: formatThaiDateTime(view.resets_at) })}
        </div>
        {view.pending && (
          <div className="pending" data-testid={`limit-pending-${kind}`}>
            {view.pending.limit === null
              ? t('protection.limits.pendingRemove', { time: formatThaiDateTime(view.pending.effective_at) })
              : t('protection.limits.pending', {
                  amount: formatWireBaht(view.pending.limit),
                  time: formatThaiDateTime(view.pending.effective_at),
                })}
          </div>
        )}
      </Row>
    );
  };

  return (
    <Card data-testid="limits-card">
      <h2>{t('protection.limits.title')}</h2>
      <Notice tone="info">{t('protection.limits.rule', { hours: data.raise_delay_hours })}</Notice>
      <form onSubmit={submit} noValidate>
        <Group>
          <legend>{t('protection.limits.deposit')}</legend>
          {(['deposit_day', 'deposit_week', 'deposit_month'] as const).map((k) => row(k, data[k], 'deposit'))}
        </Group>
        <Group>
          <legend>{t('protection.limits.loss')}</legend>
          <p className="help">{t('protection.limits.lossHelp')}</p>
          {(['loss_day', 'loss_week', 'loss_month'] as const).map((k) => row(k, data[k], 'loss'))}
        </Group>
        {notice && (
          <Notice tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="limits-notice">
            {notice.text}
          </Notice>
        )}
        <Button type="submit" block disabled={busy} data-testid="limits-save">
          {busy ? t('protection.limits.saving') : t('protection.limits.save')}
        </Button>
      </form>
    </Card>
  );
}
