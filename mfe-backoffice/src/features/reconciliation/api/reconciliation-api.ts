/**
 * The reconciliation reads of the console (api/src/backoffice/routes/reconciliation.ts, every ops role):
 * the ledger checks (`GET backoffice/reconciliation/ledger?from&to`), the house's result per game per Bangkok
 * day (`…/house-daily?from&to&game`) and stakes and payouts per round (`…/rounds?game&from&to&page&page_size&with_slips`, here only the rounds bet on).
 * Amounts are satang; dates Bangkok `YYYY-MM-DD`. Refusals (bad dates, a range over 366 days) are E10000 AppErrors.
 */
import { callRoute, type HttpClient } from 'shared-contracts';

/** The filter every read shares; `game` empty = every game. */
export interface ReconciliationFilter {
  from: string;
  to: string;
  game: string;
}

export const fetchLedgerCheck = (api: HttpClient, f: ReconciliationFilter) =>
  callRoute(api, 'GET /backoffice/reconciliation/ledger', { query: { from: f.from, to: f.to } });

export const fetchHouseDaily = (api: HttpClient, f: ReconciliationFilter) =>
  callRoute(api, 'GET /backoffice/reconciliation/house-daily', {
    query: { from: f.from, to: f.to, game: f.game || undefined },
  });

export const fetchRoundReconciliation = (api: HttpClient, f: ReconciliationFilter, page: number, pageSize: number) =>
  callRoute(api, 'GET /backoffice/reconciliation/rounds', {
    query: { from: f.from, to: f.to, game: f.game || undefined, page, page_size: pageSize, with_slips: 'true' },
  });
