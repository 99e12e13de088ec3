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
import { bearerSecurity, sendOk } from '../../http/reply';
import { ANY_OPS } from '../../http/ops-roles';
import { checkLedgerTotals } from '../reconciliation/check-ledger-totals';
import { houseResultPerDay } from '../reconciliation/house-result-per-day';
import { roundStakesAndPayouts } from '../reconciliation/round-stakes-and-payouts';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.backofficeReconciliation;

export function backofficeReconciliationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const anyOps = requireOps(ctx, ANY_OPS);
    const opsSchema = { tags: ['backoffice'], security: bearerSecurity };

    app.get(
      wire.getBackofficeReconciliationLedger.path,
      {
        onRequest: anyOps,
        schema: routeSchema(wire.getBackofficeReconciliationLedger, {
          ...opsSchema,
          summary:
            'Ledger checks: postings sum to 0, balances equal postings (first mismatches), totals per account and transfer kind',
        }),
      },
      async (req, reply) => sendOk(reply, await checkLedgerTotals(ctx, req.query)),
    );
    app.get(
      wire.getBackofficeReconciliationHouseDaily.path,
      {
        onRequest: anyOps,
        schema: routeSchema(wire.getBackofficeReconciliationHouseDaily, {
          ...opsSchema,
          summary: "The house's stakes, payouts, refunds and net per game per Bangkok day (satang)",
        }),
      },
      async (req, reply) => sendOk(reply, await houseResultPerDay(ctx, req.query)),
    );
    app.get(
      wire.getBackofficeReconciliationRounds.path,
      {
        onRequest: anyOps,
        schema: routeSchema(wire.getBackofficeReconciliationRounds, {
          ...opsSchema,
          summary: 'Slips, stakes, payouts, refunds and net per round by draw date, latest first, paged (satang)',
        }),
      },
      async (req, reply) => sendOk(reply, await roundStakesAndPayouts(ctx, req.query)),
    );
  };
}
