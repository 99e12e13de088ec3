/**
 * GET wallet/transactions: the player's postings, newest first (amount signed, baht). A withdraw's hold shows its
 * withdrawal's status (PENDING until ops decide, then SUCCESS or CANCEL; a rejection's WITHDRAW_RETURN credit is
 * its own row); every other posting is SUCCESS.
 */
import { satangToBaht, type WalletTransaction } from 'shared-contracts';
import type { AppContext } from '../context';
import { transactionId } from './transaction-id';

export async function listTransactions(
  ctx: AppContext,
  userId: number,
  page: { skip: number; limit: number },
): Promise<WalletTransaction[]> {
  const rows = await ctx.db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'p.transfer_id')
    .leftJoin('withdrawals as w', 'w.hold_transfer_id', 't.id')
    .select([
      't.id as transfer_id',
      't.kind',
      't.memo',
      'p.amount_satang',
      'p.balance_after_satang',
      'p.created_at',
      'w.state as withdrawal_state',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('p.id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
  return rows.map((r) => ({
    transaction_id: transactionId(r.transfer_id),
    kind: r.kind,
    amount: satangToBaht(r.amount_satang),
    balance_after: satangToBaht(r.balance_after_satang),
    status: r.withdrawal_state ?? ('SUCCESS' as const),
    created_at: r.created_at.toISOString(),
    memo: r.memo,
  }));
}
