/**
 * Settles every purchased ticket (state available) of a shop round against the official GLO draw, inside
 * the caller's transaction (post-round-result.ts holds the round FOR UPDATE and refuses a round already
 * resulted, so this runs exactly once per round). Each ticket is checked with `checkGloTicket`: every
 * tier it matches counts, summed (game-rules.md). Winning tickets → win with their prize, the others →
 * unavailable; each slip with prizes is paid by one ledger transfer house → player keyed by the slip id
 * (never twice); every slip of the round gets `settled_at` (payout_status PAID). Amounts in satang.
 */
import { sql } from 'kysely';
import { checkGloTicket, type GloDraw } from 'shared-contracts';
import type { Trx } from '../../db/transaction';
import type { SettlementTotals } from '../../settlement/settle-round';
import { SYSTEM_ACCOUNTS, playerAccountId, systemAccountId } from '../../wallet/accounts';
import { postLedgerTransfer } from '../../wallet/post-ledger-transfer';

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

  const slips = new Map<number, { userId: number; code: string; prize: number }>();
  for (const o of outcomes) {
    const s = slips.get(o.ticket.slip_id) ?? { userId: o.ticket.user_id, code: o.ticket.slip_code, prize: 0 };
    s.prize += o.check.totalSatang;
    slips.set(o.ticket.slip_id, s);
  }
  const house = await systemAccountId(trx, SYSTEM_ACCOUNTS.house);
  let totalPayout = 0;
  for (const [slipId, s] of slips) {
    if (s.prize === 0) continue;
    await postLedgerTransfer(trx, {
      kind: 'LOTTERY_PRIZE',
      memo: `prize of ${s.code} (${round.draw_date} draw)`,
      userId: s.userId,
      idempotencyScope: 'lottery.prize',
      idempotencyKey: s.code,
      legs: [
        { accountId: house, amountSatang: -s.prize },
        { accountId: await playerAccountId(trx, s.userId), amountSatang: s.prize },
      ],
      at: now,
    });
    await trx.updateTable('lottery_slips').set({ prize_satang: s.prize }).where('id', '=', slipId).execute();
    totalPayout += s.prize;
  }
  await trx.updateTable('lottery_slips').set({ settled_at: now }).where('round_id', '=', round.id).execute();
  return {
    linesSettled: outcomes.length,
    linesWon: outcomes.filter((o) => o.check.totalSatang > 0).length,
    totalPayout,
  };
}
