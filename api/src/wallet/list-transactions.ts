/**
 * GET wallet/transactions: the player's postings, newest first (amount signed, baht). A withdraw's hold shows its
 * withdrawal's status (PENDING until ops decide, then SUCCESS or CANCEL; a rejection's WITHDRAW_RETURN credit is
 * its own row); every other posting is SUCCESS. A posting about a slip names it (issue 23: "แทงหวย −20.00" said
 * nothing): the slip code read back from the transfer's idempotency key by its scope (a bet, payout, cancel or void
 * refund of a draw slip; a mini-game stake or payout; a ticket purchase, prize or cancel), with the slip's game and,
 * for rounds, its draw date and number, and the round's void reason on a void refund.
 */
import { sql } from 'kysely';
import { SHOP_GAME_CODE, satangToBaht, type WalletTransaction } from 'shared-contracts';
import type { AppContext } from '../context';
import { transactionId } from './transaction-id';

export async function listTransactions(
  ctx: AppContext,
  userId: number,
  page: { skip: number; limit: number },
): Promise<WalletTransaction[]> {
  const rows = await sql<{
    transfer_id: number;
    kind: string;
    memo: string;
    amount_satang: number;
    balance_after_satang: number;
    created_at: Date;
    withdrawal_state: 'PENDING' | 'SUCCESS' | 'CANCEL' | null;
    slip_code: string | null;
    game_code: string | null;
    draw_date: string | null;
    round_no: number | null;
    void_reason: string | null;
  }>`
    with page as (
      select t.id as transfer_id, t.kind, t.memo, p.amount_satang, p.balance_after_satang, p.created_at, p.id,
             w.state as withdrawal_state, t.idempotency_scope as scope,
             case t.idempotency_scope
               when 'bet' then t.idempotency_key
               when 'payout' then t.idempotency_key
               when 'cancel' then split_part(t.idempotency_key, ':', 1)
               when 'refund' then regexp_replace(t.idempotency_key, '^void:', '')
               when 'minigame.bet' then t.idempotency_key
               when 'minigame.payout' then t.idempotency_key
               when 'lottery.purchase' then t.idempotency_key
               when 'lottery.prize' then t.idempotency_key
               when 'lottery.cancel' then split_part(t.idempotency_key, ':', 1)
             end as code
        from ledger_postings p
        join ledger_accounts a on a.id = p.account_id
        join ledger_transfers t on t.id = p.transfer_id
        left join withdrawals w on w.hold_transfer_id = t.id
       where a.user_id = ${userId}
       order by p.id desc
      offset ${page.skip} limit ${page.limit}
    )
    select page.transfer_id, page.kind, page.memo, page.amount_satang, page.balance_after_satang, page.created_at,
           page.withdrawal_state,
           coalesce(bs.slip_code, ms.slip_code, ls.slip_code) as slip_code,
           coalesce(bs.game_code, ms.game_code, case when ls.id is not null then ${SHOP_GAME_CODE} end) as game_code,
           r.draw_date, r.round_no,
           case when page.scope = 'refund' then r.void_reason end as void_reason
      from page
      left join bet_slips bs on page.scope in ('bet', 'payout', 'cancel', 'refund') and bs.slip_code = page.code
      left join minigame_slips ms on page.scope like 'minigame.%' and ms.slip_code = page.code
      left join lottery_slips ls on page.scope like 'lottery.%' and ls.slip_code = page.code
      left join rounds r on r.id = coalesce(bs.round_id, ls.round_id)
     order by page.id desc`.execute(ctx.db);
  return rows.rows.map((r) => ({
    transaction_id: transactionId(r.transfer_id),
    kind: r.kind,
    amount: satangToBaht(r.amount_satang),
    balance_after: satangToBaht(r.balance_after_satang),
    status: r.withdrawal_state ?? ('SUCCESS' as const),
    created_at: new Date(r.created_at).toISOString(),
    memo: r.memo,
    game_code: r.game_code,
    slip_id: r.slip_code,
    draw_date: r.draw_date,
    round_no: r.round_no,
    void_reason: r.void_reason,
  }));
}
