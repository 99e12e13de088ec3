/**
 * One game's payout rates and stake limits per kind (`GET/PUT backoffice/rates/{game}`): a card per kind with the
 * rate (baht per baht, e.g. 900 or 3.2), the min and max stake of a line (baht), each blank = the default shown
 * beside; kinds sold in sets or tickets are read-only. Save sends only the fields changed (blank → null), with an
 * optional reason; below, the history of changes (`…/history`), newest first. A save beyond the band applies nothing:
 * the operator is told it awaits a second operator's confirmation (PendingChanges lists it).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import type { GameRateEntry, GameRateHistoryEntry } from 'shared-contracts';
import { Button, Muted, Notice, TextField, theme } from 'shared-ui';
import {
  ActionError,
  bangkokTime,
  useConsoleLang,
  useConsoleT,
  ConsoleFrame as Box,
  ConsoleTextField,
  type ConsoleFieldSpec,
} from '../../console';
import { useGameRates } from '../hooks/useGameRates';
import { useRefreshPending } from '../hooks/useSettingChanges';
import { changesFrom, savedText, type KindDraft, type RateField } from './rate-drafts';

const Kind = styled.div`
  border-top: 1px solid ${theme.color.line};
  padding: 8px 0;
  h3 {
    margin: 0 0 2px;
    font-size: 15px;
  }
`;

// three narrow fields side by side even at 390 px
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  input {
    min-width: 0;
  }
`;

const History = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border-top: 1px solid ${theme.color.line};
    padding: 6px 0;
    overflow-wrap: anywhere;
  }
`;

const FIELDS: RateField[] = ['rate', 'min', 'max'];

const REASON_FIELD: ConsoleFieldSpec = { label: 'backoffice.rates.reason', testId: 'rates-reason', maxLength: 500 };

export function GameRatesForm({ game }: { game: string }) {
  const t = useConsoleT();
  const { query, history, update } = useGameRates(game);
  const [drafts, setDrafts] = useState<Record<string, KindDraft>>({});
  const [reason, setReason] = useState('');
  const [saved, setSaved] = useState<'applied' | 'pending' | null>(null);
  const refreshPending = useRefreshPending();
  const kinds = query.data?.kinds ?? [];
  const { changes, problems } = changesFrom(kinds, drafts);
  const problemOf = (kind: string, field: RateField) => problems.find((p) => p.kind === kind && p.field === field);
  const edit = (kind: string, field: RateField, value: string) => {
    setSaved(null);
    setDrafts((d) => ({ ...d, [kind]: { ...d[kind], [field]: value } }));
  };
  const save = () =>
    update.mutate(
      { kinds: changes, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (data) => {
          setDrafts({});
          setReason('');
          setSaved(data.pending_change ? 'pending' : 'applied');
          if (data.pending_change) refreshPending();
        },
      },
    );
  return (
    <Box data-testid="game-rates">
      <h2>{t('backoffice.rates.title')}</h2>
      <Muted>{t('backoffice.rates.hint')}</Muted>
      {!query.data && <Muted>{t(query.isError ? 'backoffice.common.failed' : 'backoffice.common.loading')}</Muted>}
      {kinds.map((k) => (
        <Kind key={k.kind} data-testid={`rates-${k.kind}`}>
          <h3>{k.kind}</h3>
          <Muted data-testid="rates-default">
            {t('backoffice.rates.defaults', {
              rate: k.default_rate,
              min: k.default_min_amount.toLocaleString('en-US'),
              max: k.default_max_amount.toLocaleString('en-US'),
            })}
          </Muted>
          {!k.editable ? (
            <Muted>{t('backoffice.rates.fixed')}</Muted>
          ) : (
            <>
              <Fields>
                {FIELDS.map((field) => {
                  const problem = problemOf(k.kind, field);
                  return (
                    <TextField
                      key={field}
                      label={t(`backoffice.rates.${field}`)}
                      testId={`rates-${k.kind}-${field}`}
                      inputMode="decimal"
                      placeholder={t('backoffice.rates.useDefault')}
                      value={drafts[k.kind]?.[field] ?? savedText(k, field)}
                      error={problem ? t(`backoffice.rates.${problem.problem}`) : undefined}
                      onChange={(e) => edit(k.kind, field, e.target.value)}
                    />
                  );
                })}
              </Fields>
              <Muted data-testid="rates-in-force">{inForce(t, k)}</Muted>
            </>
          )}
        </Kind>
      ))}
      {query.data && (
        <>
          <ConsoleTextField field={REASON_FIELD} value={reason} onValue={setReason} />
          <Button
            type="button"
            small
            disabled={update.isPending || problems.length > 0 || Object.keys(changes).length === 0}
            data-testid="rates-save"
            onClick={save}
          >
            {t('backoffice.common.save')}
          </Button>
          {saved === 'applied' && (
            <Notice tone="success" data-testid="rates-saved">
              {t('backoffice.rates.saved')}
            </Notice>
          )}
          {saved === 'pending' && (
            <Notice tone="warn" data-testid="rates-pending">
              {t('backoffice.pending.awaiting')}
            </Notice>
          )}
        </>
      )}
      <ActionError error={update.error} testId="rates-error" />
      <RateHistory entries={history.data} failed={history.isError} />
    </Box>
  );
}

function inForce(t: ReturnType<typeof useConsoleT>, k: GameRateEntry): string {
  return t('backoffice.rates.inForce', {
    rate: k.rate,
    min: k.min_amount.toLocaleString('en-US'),
    max: k.max_amount.toLocaleString('en-US'),
  });
}

function RateHistory({ entries, failed }: { entries: GameRateHistoryEntry[] | undefined; failed: boolean }) {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const shown = (v: number | null) => (v === null ? t('backoffice.rates.useDefault') : v.toLocaleString('en-US'));
  return (
    <section data-testid="rates-history">
      <h3>{t('backoffice.rates.history')}</h3>
      {!entries && <Muted>{t(failed ? 'backoffice.common.failed' : 'backoffice.common.loading')}</Muted>}
      {entries?.length === 0 && <Muted>{t('backoffice.rates.noHistory')}</Muted>}
      <History>
        {entries?.map((h) => {
          const parts = (
            [
              ['rate', h.old_rate, h.new_rate],
              ['min', h.old_min_amount, h.new_min_amount],
              ['max', h.old_max_amount, h.new_max_amount],
            ] as const
          )
            .filter(([, from, to]) => from !== to)
            .map(([field, from, to]) =>
              t('backoffice.rates.change', {
                field: t(`backoffice.rates.fields.${field}`),
                from: shown(from),
                to: shown(to),
              }),
            );
          return (
            <li key={h.id} data-testid="rates-history-row">
              <strong>{h.kind}</strong> {parts.join(' · ')}
              <br />
              <Muted>
                {t('backoffice.rates.by', { user: h.changed_by, at: bangkokTime(h.changed_at, lang) })}
                {h.confirmed_by ? ` · ${t('backoffice.rates.confirmedBy', { user: h.confirmed_by })}` : ''}
                {h.reason ? ` · ${h.reason}` : ''}
              </Muted>
            </li>
          );
        })}
      </History>
    </section>
  );
}
