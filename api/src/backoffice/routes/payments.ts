/**
 * Payments (issue 11; ops console issue 10 "Deposit and withdrawal queues"): the queues of withdrawals and declared
 * bank-transfer deposits, read by every ops role (`GET backoffice/withdrawals?state=`, `GET
 * backoffice/deposits?state=`), decided by operators (`POST backoffice/withdrawals/{id}/approve|reject`, `POST
 * backoffice/deposits/{id}/confirm|reject`, `{reason}`), each decision exactly once and audited in its use case.
 * Use cases in wallet/withdrawals/ and wallet/manual-deposits/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import { auditActorOf } from '../../audit/audit-actor';
import { auditInUseCase } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { ANY_OPS, OPERATORS } from '../../http/ops-roles';
import { decideManualDeposit } from '../../wallet/manual-deposits/decide-manual-deposit';
import { listManualDepositQueue } from '../../wallet/manual-deposits/list-manual-deposit-queue';
import { decideWithdrawal } from '../../wallet/withdrawals/decide-withdrawal';
import { listWithdrawalQueue } from '../../wallet/withdrawals/list-withdrawal-queue';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficePayments;

export function backofficePaymentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['backoffice'], guard: requireOps(ctx, ANY_OPS) });
    route(
      wire.getBackofficeWithdrawals,
      { summary: 'Withdrawals in one state (PENDING: the queue, oldest first), with the number pending' },
      (req) => listWithdrawalQueue(ctx, req.query),
    );
    for (const decision of ['approve', 'reject'] as const) {
      const entry =
        decision === 'approve' ? wire.postBackofficeWithdrawalsByIdApprove : wire.postBackofficeWithdrawalsByIdReject;
      const route = contractRoutes(app, { tags: ['backoffice'], guard: requireOps(ctx, OPERATORS) });
      route(
        entry,
        {
          summary:
            decision === 'approve'
              ? 'Approve a pending withdrawal: the held amount goes out to the bank (once; 409 when already decided)'
              : 'Reject a pending withdrawal with a reason: the held amount returns to the player (once; 409 when already decided)',
          audit: auditInUseCase(`wallet.withdrawal.${decision}`),
        },
        (req) =>
          decideWithdrawal(
            ctx,
            auditActorOf(req),
            Number(req.params.id),
            decision,
            (req.body as { reason?: string }).reason ?? null,
          ),
      );
    }
    route(
      wire.getBackofficeDeposits,
      {
        summary:
          'Declared bank-transfer deposits in one state (PENDING: the queue, oldest first), with the number pending',
      },
      (req) => listManualDepositQueue(ctx, req.query),
    );
    for (const decision of ['confirm', 'reject'] as const) {
      const entry =
        decision === 'confirm' ? wire.postBackofficeDepositsByIdConfirm : wire.postBackofficeDepositsByIdReject;
      const route = contractRoutes(app, { tags: ['backoffice'], guard: requireOps(ctx, OPERATORS) });
      route(
        entry,
        {
          summary:
            decision === 'confirm'
              ? 'Confirm a declared bank transfer: the deposit is credited (once; 409 when already decided)'
              : 'Reject a declared bank transfer with a reason: nothing is credited (409 when already decided)',
          audit: auditInUseCase(`wallet.deposit.${decision}`),
        },
        (req) =>
          decideManualDeposit(
            ctx,
            auditActorOf(req),
            Number(req.params.id),
            decision,
            (req.body as { reason?: string }).reason ?? null,
          ),
      );
    }
  };
}
