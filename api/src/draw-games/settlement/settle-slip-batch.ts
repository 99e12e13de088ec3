/**
 * One batch of a round's settlement, inside the caller's transaction, which holds the round row FOR UPDATE
 * (every settler of the round queues on it, batch by batch): the batch's slips, settled in memory
 * (read-pending-slips.ts), are written set-based and paid in bulk.
 * 1. claim: `update bet_slips … from unnest(…)` WIN/LOSE and payout, only where still PENDING — a slip
 *    another settler already wrote is left out of everything below, so a re-run or a second settler pays
 *    nothing twice (the ledger's unique (scope 'payout', slip code) is the backstop);
 * 2. the claimed slips' winning lines get WIN, payout and prize tier from one `unnest`; every other pending
 *    line of those slips gets LOSE in one update by slip id (both counted: a line that changed meanwhile
 *    rolls the batch back);
 * 3. every claimed slip with a payout is paid by one transfer house → player (pay-winning-slips.ts: posted in
 *    bulk, then PRIZE_WON notifications and the live balance push); the house leg is the player's stripe, or
 *    with `payFromPool` the round's payout pool (round-payout-pool.ts), which no bet locks.
 * Returns the totals of the claimed slips (satang).
 */
import { sql } from 'kysely';
import type { Trx } from '../../db/transaction';
import { payWinningSlips } from './pay-winning-slips';
import { roundPayoutPoolId } from './round-payout-pool';
import { totalsOf, type SettlementTotals, type SlipSettlement } from './read-pending-slips';

export async function settleSlipBatch(
  trx: Trx,
  round: { id: number; game_code: string; draw_date: string },
  slips: readonly SlipSettlement[],
  now: Date,
  opts: { payFromPool?: boolean } = {},
): Promise<SettlementTotals> {
  if (slips.length === 0) return totalsOf([]);
  const claimedRows = await sql<{ id: number }>`
    update bet_slips as s set status = v.status, payout_satang = v.payout
      from unnest(${sql.val(slips.map((s) => s.slipId))}::bigint[],
                  ${sql.val(slips.map((s) => (s.won ? 'WIN' : 'LOSE')))}::text[],
                  ${sql.val(slips.map((s) => s.payoutSatang))}::bigint[]) as v(id, status, payout)
     where s.id = v.id and s.round_id = ${round.id} and s.status = 'PENDING'
    returning s.id`.execute(trx);
  const claimedIds = new Set(claimedRows.rows.map((r) => r.id));
  const claimed = slips.filter((s) => claimedIds.has(s.slipId));
  if (claimed.length === 0) return totalsOf([]);

  const wins = claimed.flatMap((s) => s.lines.filter((l) => l.status === 'WIN'));
  const losses = claimed.reduce((n, s) => n + s.lines.length, 0) - wins.length;
  const won = wins.length
    ? await sql<{ n: number }>`
        with u as (
          update bet_lines as l
             set status = 'WIN', payout_satang = v.payout, prize_tier = v.tier, settled_at = ${now}
            from unnest(${sql.val(wins.map((l) => l.id))}::bigint[],
                        ${sql.val(wins.map((l) => l.payoutSatang))}::bigint[],
                        ${sql.val(wins.map((l) => l.prizeTier))}::text[]) as v(id, payout, tier)
           where l.id = v.id and l.status = 'PENDING'
          returning 1)
        select count(*)::int as n from u`.execute(trx)
    : null;
  const lost = await sql<{ n: number }>`
    with u as (
      update bet_lines set status = 'LOSE', payout_satang = 0, prize_tier = null, settled_at = ${now}
       where slip_id = any(${sql.val(claimed.map((s) => s.slipId))}::bigint[]) and status = 'PENDING'
      returning 1)
    select count(*)::int as n from u`.execute(trx);
  if ((won?.rows[0]!.n ?? 0) !== wins.length || lost.rows[0]!.n !== losses)
    throw new Error(
      `round ${round.id}: the pending lines of a settlement batch changed while it settled (${wins.length} wins and ${losses} losses expected)`,
    );

  const paying = claimed.some((s) => s.payoutSatang > 0);
  await payWinningSlips(trx, claimed, {
    kind: 'PAYOUT',
    idempotencyScope: 'payout',
    memoOf: (s) => `win on ${s.code} (${round.game_code} ${round.draw_date})`,
    at: now,
    round,
    houseAccountId: opts.payFromPool && paying ? await roundPayoutPoolId(trx, round.id) : undefined,
  });
  return totalsOf(claimed);
}
