/**
 * Settles every purchased ticket (state available) of a shop round against the official GLO draw, inside
 * the caller's transaction (the confirmation, draw-games/results/confirm-round-result.ts, holds the round FOR UPDATE and refuses a round already
 * resulted, so this runs exactly once per round). Each ticket is checked with `checkGloTicket`: every
 * tier it matches counts, summed (docs/game-rules.md "Government-lottery ticket shop"). Winning tickets → win with
 * their prize, the others → unavailable; each slip with prizes is paid by one ledger transfer house → player keyed by
 * the slip code (never twice, `payWinningSlips`, posted in bulk); every slip of the round gets `settled_at` (payout_status PAID). Amounts
 * in satang.
 */
import { sql } from 'kysely';
import { checkGloTicket, type GloDraw } from 'shared-contracts';
import type { Trx } from '../../db/transaction';
import { payoutsPerSlip, payWinningSlips } from '../../draw-games/settlement/pay-winning-slips';
import type { SettlementTotals } from '../../draw-games/settlement/read-pending-slips';
import { SHOP_GAME_CODE } from '../shop-game';

export async function settleShopRound(
  trx: Trx,
  round: { id: number; draw_date: string },
  draw: GloDraw,
  now: Date,
): Promise<SettlementTotals> {
  const tickets = await trx
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_slips as s', 's.id', 't.slip_id')
    .select(['t.id', 't.slip_id', 't.number', 's.user_id', 's.slip_code'])
    .where('t.round_id', '=', round.id)
    .where('t.state', '=', 'available')
    .orderBy('t.id')
    .execute();
  const outcomes = tickets.map((t) => ({ ticket: t, check: checkGloTicket(t.number, draw) }));
  if (outcomes.length > 0)
    await sql`
      update lottery_tickets as t
         set state = v.state, prize_satang = v.prize, wins = v.wins::jsonb, settled_at = ${now}
        from unnest(${sql.val(outcomes.map((o) => o.ticket.id))}::bigint[],
                    ${sql.val(outcomes.map((o) => (o.check.totalSatang > 0 ? 'win' : 'unavailable')))}::text[],
                    ${sql.val(outcomes.map((o) => o.check.totalSatang))}::bigint[],
                    ${sql.val(outcomes.map((o) => JSON.stringify(o.check.wins)))}::text[]) as v(id, state, prize, wins)
       where t.id = v.id`.execute(trx);

  const slips = payoutsPerSlip(
    outcomes.map((o) => ({ slip: o.ticket, payoutSatang: o.check.totalSatang, won: o.check.totalSatang > 0 })),
  );
  const totalPayout = await payWinningSlips(trx, slips.values(), {
    kind: 'LOTTERY_PRIZE',
    idempotencyScope: 'lottery.prize',
    memoOf: (s) => `prize of ${s.code} (${round.draw_date} draw)`,
    at: now,
    round: { game_code: SHOP_GAME_CODE, draw_date: round.draw_date },
  });
  const prized = [...slips].filter(([, s]) => s.payoutSatang > 0);
  if (prized.length > 0)
    await sql`
      update lottery_slips as s set prize_satang = v.prize
        from unnest(${sql.val(prized.map(([id]) => id))}::bigint[],
                    ${sql.val(prized.map(([, p]) => p.payoutSatang))}::bigint[]) as v(id, prize)
       where s.id = v.id`.execute(trx);
  await trx.updateTable('lottery_slips').set({ settled_at: now }).where('round_id', '=', round.id).execute();
  return {
    linesSettled: outcomes.length,
    linesWon: outcomes.filter((o) => o.check.totalSatang > 0).length,
    totalPayout,
  };
}
