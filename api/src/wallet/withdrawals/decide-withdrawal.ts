/**
 * `POST backoffice/withdrawals/{id}/approve {reason?}` and `/reject {reason}` (operators; issue 11): ops decide a
 * PENDING withdrawal exactly once. One transaction:
 * 1. the withdrawal FOR UPDATE (payment-queue.ts lockPendingPayment): two ops deciding at once queue on the row
 *    and the second finds it decided → 409 E10409 `{status}`; an unknown id → 404 E10001; approving a payment to
 *    a bank account ops put on the block list since → 400 E20027 (reject it instead: the money goes back);
 * 2. one ledger transfer of the held amount, key `withdraw/{id}:settle` (unique: it can never post twice):
 *    approve WITHDRAW_PAYOUT hold → `rail:bank` (ops transfer the money from the bank), reject WITHDRAW_RETURN
 *    hold → player (the amount is available again); the row goes SUCCESS (approve) or CANCEL (reject) with it;
 * 3. the player's notification (WITHDRAW_PAID or WITHDRAW_REJECTED, once per withdrawal) and the live balance push;
 * 4. the audit row (`wallet.withdrawal.approve` / `wallet.withdrawal.reject`, before → after), last.
 * Returns the withdrawal as the ops queue shows it.
 */
import type { OpsWithdrawalData } from 'shared-contracts';
import type { AuditActor } from '../../audit/audit-actor';
import { assertBankAccountNotBlacklisted } from '../../auth/bank-account-checks';
import type { AppContext } from '../../context';
import { SYSTEM_ACCOUNTS, playerAccountId, systemAccountId, withdrawHoldAccountId } from '../accounts';
import { auditPaymentDecision, decisionColumns, lockPendingPayment, paymentOwner } from '../payment-queue';
import { notifyPlayers } from '../../notifications/notify-players';
import { postLedgerTransfer, transferLegs } from '../post-ledger-transfer';
import { opsWithdrawalView } from './withdrawal-view';

export type WithdrawalDecision = 'approve' | 'reject';

export async function decideWithdrawal(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  decision: WithdrawalDecision,
  reason: string | null,
): Promise<OpsWithdrawalData> {
  return ctx.db.transaction().execute(async (trx) => {
    const at = ctx.clock.now();
    const state = decision === 'approve' ? 'SUCCESS' : 'CANCEL';
    const found = await lockPendingPayment(trx, 'withdrawals', id, 'withdrawal');
    if (decision === 'approve') await assertBankAccountNotBlacklisted(trx, found.bank_code, found.bank_account_number);
    const hold = await withdrawHoldAccountId(trx, found.user_id);
    const to =
      decision === 'approve'
        ? await systemAccountId(trx, SYSTEM_ACCOUNTS.bankRail)
        : await playerAccountId(trx, found.user_id);
    const posted = await postLedgerTransfer(trx, {
      kind: decision === 'approve' ? 'WITHDRAW_PAYOUT' : 'WITHDRAW_RETURN',
      memo:
        decision === 'approve'
          ? `withdrawal ${id} paid to ${found.bank_code} ${found.bank_account_number}`
          : `withdrawal ${id} rejected: held amount returned`,
      userId: found.user_id,
      idempotencyScope: 'withdraw',
      idempotencyKey: `${id}:settle`,
      legs: transferLegs(hold, to, found.amount_satang),
      at,
    });
    const row = await trx
      .updateTable('withdrawals')
      .set({ state, settle_transfer_id: posted.transferId, ...decisionColumns(actor, at, reason) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await notifyPlayers(
      trx,
      [
        {
          userId: row.user_id,
          kind: decision === 'approve' ? 'WITHDRAW_PAID' : 'WITHDRAW_REJECTED',
          params: { amount_satang: row.amount_satang, withdrawal_id: String(id) },
          sourceKey: `withdrawal:${id}`,
        },
      ],
      at,
      { moneyMoved: true },
    );
    const user = await paymentOwner(trx, row.user_id);
    await auditPaymentDecision(
      trx,
      actor,
      {
        action: `wallet.withdrawal.${decision}`,
        target: `withdrawal:${id}`,
        row,
        owner: user,
        transferId: posted.transferId,
      },
      at,
    );
    return opsWithdrawalView({ ...row, ...user });
  });
}
