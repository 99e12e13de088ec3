/**
 * `POST backoffice/deposits/{id}/confirm {reason?}` and `/reject {reason}` (operators; issue 11): ops decide a
 * declared bank-transfer deposit exactly once. One transaction:
 * 1. the declaration FOR UPDATE (payment-queue.ts lockPendingPayment): two ops at once queue on it and the second sees it decided → 409 E10409
 *    `{status}`; an unknown id → 404 E10001;
 * 2. confirm: one DEPOSIT transfer `rail:bank` → player, key `deposit.manual/{id}` (unique: never twice), the
 *    player's DEPOSIT notification (credit-deposit.ts), and the row SUCCESS with its transfer; reject: the row CANCEL, nothing moves;
 * 3. the audit row (`wallet.deposit.confirm` / `wallet.deposit.reject`), last.
 * The player's deposit limits were checked when they declared; money ops received is credited regardless.
 */
import type { OpsManualDepositData } from 'shared-contracts';
import type { AuditActor } from '../../audit/audit-actor';
import type { AppContext } from '../../context';
import { creditDeposit } from '../credit-deposit';
import { auditPaymentDecision, decisionColumns, lockPendingPayment, paymentOwner } from '../payment-queue';
import { opsManualDepositView } from './manual-deposit-view';

export type ManualDepositDecision = 'confirm' | 'reject';

export async function decideManualDeposit(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  decision: ManualDepositDecision,
  reason: string | null,
): Promise<OpsManualDepositData> {
  return ctx.db.transaction().execute(async (trx) => {
    const at = ctx.clock.now();
    const found = await lockPendingPayment(trx, 'manual_deposits', id, 'declared deposit');
    let transferId: number | null = null;
    if (decision === 'confirm') {
      const credited = await creditDeposit(trx, {
        userId: found.user_id,
        amountSatang: found.amount_satang,
        rail: 'bankRail',
        memo: `deposit via manual-bank-transfer rail (declaration ${id})`,
        idempotencyScope: 'deposit.manual',
        idempotencyKey: String(id),
        at,
      });
      transferId = credited.transferId;
    }
    const row = await trx
      .updateTable('manual_deposits')
      .set({
        state: decision === 'confirm' ? 'SUCCESS' : 'CANCEL',
        transfer_id: transferId,
        ...decisionColumns(actor, at, reason),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const user = await paymentOwner(trx, row.user_id);
    await auditPaymentDecision(
      trx,
      actor,
      { action: `wallet.deposit.${decision}`, target: `deposit:${id}`, row, owner: user, transferId },
      at,
    );
    return opsManualDepositView({ ...row, ...user });
  });
}
