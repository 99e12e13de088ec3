/**
 * Ops' reconciliation reads under /api/v1/backoffice/reconciliation (issue 10), every ops role (read-only, so
 * nothing to audit): the ledger checks (`/ledger`), the house's result per game per Bangkok day
 * (`/house-daily`) and stakes and payouts per round (`/rounds`). Amounts satang; bad dates, ranges over
 * RECONCILIATION_MAX_DAYS days or unknown games are 400 E10000. The use cases are in ../reconciliation/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { ANY_OPS } from '../../http/ops-roles';
import { checkLedgerTotals } from '../reconciliation/check-ledger-totals';
import { houseResultPerDay } from '../reconciliation/house-result-per-day';
import { roundStakesAndPayouts } from '../reconciliation/round-stakes-and-payouts';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeReconciliation;

export function backofficeReconciliationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const anyOps = requireOps(ctx, ANY_OPS);

    const route = contractRoutes(app, { tags: ['backoffice'], guard: anyOps });
    route(
      wire.getBackofficeReconciliationLedger,
      {
        summary:
          'Ledger checks: postings sum to 0, balances equal postings (first mismatches), totals per account and transfer kind',
      },
      (req) => checkLedgerTotals(ctx, req.query),
    );
    route(
      wire.getBackofficeReconciliationHouseDaily,
      { summary: "The house's stakes, payouts, refunds and net per game per Bangkok day (satang)" },
      (req) => houseResultPerDay(ctx, req.query),
    );
    route(
      wire.getBackofficeReconciliationRounds,
      { summary: 'Slips, stakes, payouts, refunds and net per round by draw date, latest first, paged (satang)' },
      (req) => roundStakesAndPayouts(ctx, req.query),
    );
  };
}
