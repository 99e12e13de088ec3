/**
 * Settles every pending line of a round against its derived digits, inside the caller's transaction
 * (which holds the round row FOR UPDATE, so this runs exactly once per round), each line by
 * shared-contracts' `settleLine`: rate kinds WIN payoutSatang(stake, rate_x100) with the rate stored on
 * the line; SET_4D and SIX_NUMBER lines win their highest fixed prize × units; LOSE pays nothing.
 * Each winning slip is paid by one ledger transfer house → player keyed by the slip id (never twice).
 */
import { sql } from 'kysely';
import { gameByCode, settleLine, type ResultDigits } from 'shared-contracts';
import type { Trx } from '../../db/transaction';
import { payoutsPerSlip, payWinningSlips } from './pay-winning-slips';

export interface SettlementTotals {
  linesSettled: number;
  linesWon: number;
  /** satang */
  totalPayout: number;
}

export async function settleRound(
  trx: Trx,
  round: { id: number; game_code: string; draw_date: string },
  digits: ResultDigits,
  now: Date,
): Promise<SettlementTotals> {
  const lines = await trx
    .selectFrom('bet_lines as l')
    .innerJoin('bet_slips as s', 's.id', 'l.slip_id')
    .select([
      'l.id',
      'l.slip_id',
      'l.kind',
      'l.number',
      'l.amount_satang',
      'l.rate_x100',
      'l.units',
      's.user_id',
      's.slip_code',
    ])
    .where('s.round_id', '=', round.id)
    .where('l.status', '=', 'PENDING')
    .orderBy('l.id')
    .execute();
  if (lines.length === 0) return { linesSettled: 0, linesWon: 0, totalPayout: 0 };

  const game = gameByCode(round.game_code);
  const outcomes = lines.map((l) => ({ line: l, ...settleLine(l, digits, game) }));
  await sql`
    update bet_lines as l
       set status = v.status, payout_satang = v.payout, prize_tier = v.tier, settled_at = ${now}
      from unnest(${sql.val(outcomes.map((o) => o.line.id))}::bigint[],
                  ${sql.val(outcomes.map((o) => o.status))}::text[],
                  ${sql.val(outcomes.map((o) => o.payoutSatang))}::bigint[],
                  ${sql.val(outcomes.map((o) => o.prizeTier))}::text[]) as v(id, status, payout, tier)
     where l.id = v.id`.execute(trx);

  const slips = payoutsPerSlip(
    outcomes.map((o) => ({ slip: o.line, payoutSatang: o.payoutSatang, won: o.status === 'WIN' })),
  );
  const slipIds = [...slips.keys()];
  await sql`
    update bet_slips as s
       set status = v.status, payout_satang = v.payout
      from unnest(${sql.val(slipIds)}::bigint[],
                  ${sql.val(slipIds.map((id) => (slips.get(id)!.won ? 'WIN' : 'LOSE')))}::text[],
                  ${sql.val(slipIds.map((id) => slips.get(id)!.payoutSatang))}::bigint[]) as v(id, status, payout)
     where s.id = v.id`.execute(trx);

  await payWinningSlips(trx, slips.values(), {
    kind: 'PAYOUT',
    idempotencyScope: 'payout',
    memoOf: (s) => `win on ${s.code} (${round.game_code} ${round.draw_date})`,
    at: now,
    round,
  });
  return {
    linesSettled: outcomes.length,
    linesWon: outcomes.filter((o) => o.status === 'WIN').length,
    totalPayout: outcomes.reduce((sum, o) => sum + o.payoutSatang, 0),
  };
}
