/**
 * The figures the limits and the reality check count, read from the player's ledger postings (satang):
 * deposits (`DEPOSIT` transfers) and play, i.e. every other transfer except withdrawals and ops
 * adjustments: stakes (BET, LOTTERY_PURCHASE) are debits, payouts, prizes and refunds (PAYOUT,
 * LOTTERY_PRIZE, REFUND, CANCEL_REFUND, LOTTERY_CANCEL) credits. Net loss = −(sum of play postings).
 */
import { sql } from 'kysely';
import { NON_PLAY_TRANSFER_KINDS, type LimitKind } from 'shared-contracts';
import type { DbOrTrx } from '../db/transaction';
import type { LimitWindows } from './limit-periods';

/** Transfer kinds that move money in or out of the site rather than play with it (a withdraw's hold and its return too). */
export const NON_PLAY_KINDS = NON_PLAY_TRANSFER_KINDS;

const play = sql`t.kind not in (${sql.join(NON_PLAY_KINDS.map((k) => sql.lit(k)))})`;

/**
 * Per limit kind: deposits (deposit_*) or net loss (loss_*, negative when the player is ahead) in the
 * Bangkok day, week and month of `windows`.
 */
export async function periodTotals(
  db: DbOrTrx,
  userId: number,
  windows: LimitWindows,
): Promise<Record<LimitKind, number>> {
  const from = new Date(Math.min(windows.week.start.getTime(), windows.month.start.getTime()));
  const { day, week, month } = windows;
  const deposits = (start: Date) =>
    sql`coalesce(sum(p.amount_satang) filter (where t.kind = 'DEPOSIT' and p.created_at >= ${start}), 0)::bigint`;
  const losses = (start: Date) =>
    sql`coalesce(-sum(p.amount_satang) filter (where ${play} and p.created_at >= ${start}), 0)::bigint`;
  const result = await sql<Record<LimitKind, number>>`
    select ${deposits(day.start)} as deposit_day, ${deposits(week.start)} as deposit_week,
           ${deposits(month.start)} as deposit_month, ${losses(day.start)} as loss_day,
           ${losses(week.start)} as loss_week, ${losses(month.start)} as loss_month
      from ledger_postings p
      join ledger_transfers t on t.id = p.transfer_id
     where p.account_id = (select id from ledger_accounts where user_id = ${userId})
       and p.created_at >= ${from}`.execute(db);
  const row = result.rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Record<LimitKind, number>;
}

/** Payouts + prizes + refunds − stakes since `since` (the session's net result; negative = lost). */
export async function netPlayResultSince(db: DbOrTrx, userId: number, since: Date): Promise<number> {
  const result = await sql<{ net: number }>`
    select coalesce(sum(p.amount_satang), 0)::bigint as net
      from ledger_postings p
      join ledger_transfers t on t.id = p.transfer_id
     where p.account_id = (select id from ledger_accounts where user_id = ${userId})
       and p.created_at >= ${since} and ${play}`.execute(db);
  return Number(result.rows[0]!.net);
}
