/**
 * The reconciliation tab (issue 10): a Bangkok date range (the last 30 days by default, at most 366) and a game
 * (every game by default), then the ledger check, the house's result per game per day and stakes and payouts
 * per round, each a chart with its table. Loaded lazily (LazyReconciliationPage) so chart.js stays out of the
 * console's first load.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { bangkokDate, GAMES, RECONCILIATION_MAX_DAYS, reconciliationSpanDays } from 'shared-contracts';
import { ConsoleSelectField, ConsoleTextField, useConsoleT, type ConsoleFieldSpec } from '../../console';
import type { ReconciliationFilter } from '../api/reconciliation-api';
import { HouseDailySection } from './HouseDailySection';
import { LedgerCheck } from './LedgerCheck';
import { RoundsSection } from './RoundsSection';

const Filters = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 720px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: start;
  }
`;

const FROM_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.reconciliation.from',
  testId: 'reconciliation-from',
  type: 'date',
};
const TO_FIELD: ConsoleFieldSpec = { label: 'backoffice.reconciliation.to', testId: 'reconciliation-to', type: 'date' };
const GAME_FIELD: ConsoleFieldSpec = { label: 'backoffice.reconciliation.game', testId: 'reconciliation-game' };
const GAME_CODES = GAMES.map((g) => g.code);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The last 30 Bangkok days up to today, every game. */
export function defaultFilter(now = new Date()): ReconciliationFilter {
  const to = bangkokDate(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to, game: '' };
}

export function ReconciliationPage() {
  const t = useConsoleT();
  const [draft, setDraft] = useState<ReconciliationFilter>(() => defaultFilter());
  const [filter, setFilter] = useState(draft);
  const valid = (d: ReconciliationFilter) =>
    DATE.test(d.from) &&
    DATE.test(d.to) &&
    d.from <= d.to &&
    reconciliationSpanDays(d.from, d.to) <= RECONCILIATION_MAX_DAYS;
  const rangeError = valid(draft)
    ? undefined
    : t('backoffice.reconciliation.rangeInvalid', { max: RECONCILIATION_MAX_DAYS });
  const change = (next: Partial<ReconciliationFilter>) => {
    const d = { ...draft, ...next };
    setDraft(d);
    if (valid(d)) setFilter(d);
  };
  return (
    <section data-testid="reconciliation-page">
      <h2>{t('backoffice.reconciliation.title')}</h2>
      <Filters>
        <ConsoleTextField
          field={FROM_FIELD}
          value={draft.from}
          onValue={(from) => change({ from })}
          error={rangeError}
        />
        <ConsoleTextField field={TO_FIELD} value={draft.to} onValue={(to) => change({ to })} />
        <ConsoleSelectField
          field={GAME_FIELD}
          value={draft.game}
          onValue={(game) => change({ game })}
          options={GAME_CODES}
        >
          <option value="">{t('backoffice.reconciliation.allGames')}</option>
        </ConsoleSelectField>
      </Filters>
      <LedgerCheck filter={filter} />
      <HouseDailySection filter={filter} />
      <RoundsSection key={`${filter.from}-${filter.to}-${filter.game}`} filter={filter} />
    </section>
  );
}
