/**
 * Refunds the ticket shop's purchases of a round being voided (docs/game-rules.md "Voids and refunds"), inside
 * void-round.ts's transaction, which holds the round FOR UPDATE and has refused a round already resulted
 * or void (so this runs once per round). Every purchase with tickets still available is refunded exactly
 * once:
 * - money: the price paid for its available tickets goes back house → player through the ledger (kind
 *   REFUND, scope `refund`, key `void:{slip code}` like a draw slip's void, so never twice; memo carries the
 *   round's void reason: draw-games/rounds/post-void-refund.ts). Tickets the player already cancelled keep their own fee-deducted refund, so a
 *   purchase is paid back `paid − cancel fees` in all;
 * - FREE_LOTTERY tickets its available tickets were paid with come back;
 * - the BUY_GET_FREE tickets it earned are taken back ONLY IF THE PLAYER STILL HOLDS THEM: FREE_LOTTERY
 *   never goes negative. Per player, purchases are unwound newest first (the free tickets a later
 *   purchase of the round spent come back before an earlier purchase's earnings are taken back); what
 *   cannot be taken back (already spent in another round) is left with the player, and the slip's
 *   `free_earned` keeps that count (0 when all were taken back);
 * - tickets → refund (settled_at now) and the slip's refunded_satang grows by the refund.
 * Every slip of the round is then settled (payout_status PAID: nothing is pending for it any more).
 * Booked carts of the round are released (deleted). The inventory's sold counts stay as the record of
 * what was sold (a void round never sells again). Each purchase refunded money notifies its player
 * (VOID_REFUND, notify-void-refunds.ts).
 * Locks: the players' rows (id order) before any ledger account, as checkout and partial cancel do.
 */
import type { Trx } from '../../db/transaction';
import { notifyVoidRefunds } from '../../draw-games/rounds/notify-void-refunds';
import { postVoidRefund } from '../../draw-games/rounds/post-void-refund';

export interface ShopVoidRefund {
  slipsRefunded: number;
  /** satang */
  totalRefund: number;
  ticketsRefunded: number;
  freeReturned: number;
  freeTakenBack: number;
  /** BUY_GET_FREE tickets earned but already spent, left with the players. */
  freeForgiven: number;
  cartsReleased: number;
}

interface SlipRefund {
  id: number;
  code: string;
  userId: number;
  ticketIds: number[];
  refundSatang: number;
  freeBack: number;
  freeEarned: number;
  takeBack: number;
}

export async function refundShopRoundForVoid(
  trx: Trx,
  round: { id: number; game_code: string; draw_date: string },
  reason: string,
  now: Date,
): Promise<ShopVoidRefund> {
  const slips = await trx
    .selectFrom('lottery_slips')
    .select(['id', 'slip_code', 'user_id', 'free_earned'])
    .where('round_id', '=', round.id)
    .orderBy('id')
    .forUpdate()
    .execute();
  const tickets = await trx
    .selectFrom('lottery_tickets')
    .select(['id', 'slip_id', 'price_satang', 'paid_with_free'])
    .where('round_id', '=', round.id)
    .where('state', '=', 'available')
    .orderBy('id')
    .execute();
  const bySlip = new Map<number, SlipRefund>();
  for (const s of slips)
    bySlip.set(s.id, {
      id: s.id,
      code: s.slip_code,
      userId: s.user_id,
      ticketIds: [],
      refundSatang: 0,
      freeBack: 0,
      freeEarned: s.free_earned,
      takeBack: 0,
    });
  for (const t of tickets) {
    const s = bySlip.get(t.slip_id)!;
    s.ticketIds.push(t.id);
    s.refundSatang += t.price_satang;
    if (t.paid_with_free) s.freeBack += 1;
  }
  // a purchase whose tickets were all cancelled already has nothing left to refund
  const refunds = [...bySlip.values()].filter((s) => s.ticketIds.length > 0);

  // FREE_LOTTERY, per player (rows locked in id order), unwinding the purchases newest first
  const userIds = [...new Set(refunds.map((s) => s.userId))].sort((a, b) => a - b);
  let freeForgiven = 0;
  for (const userId of userIds) {
    const user = await trx
      .selectFrom('users')
      .select('free_lottery')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    let held = user.free_lottery;
    for (const s of refunds.filter((r) => r.userId === userId).sort((a, b) => b.id - a.id)) {
      held += s.freeBack;
      s.takeBack = Math.min(s.freeEarned, held);
      held -= s.takeBack;
      freeForgiven += s.freeEarned - s.takeBack;
    }
    if (held !== user.free_lottery)
      await trx.updateTable('users').set({ free_lottery: held }).where('id', '=', userId).execute();
  }

  for (const s of refunds) {
    if (s.refundSatang > 0) {
      const slip = { userId: s.userId, code: s.code, amountSatang: s.refundSatang };
      await postVoidRefund(trx, round, reason, { ...slip, note: `${s.ticketIds.length} ticket(s)` }, now);
    }
    await trx
      .updateTable('lottery_tickets')
      .set({ state: 'refund', settled_at: now })
      .where('id', 'in', s.ticketIds)
      .where('state', '=', 'available')
      .execute();
    await trx
      .updateTable('lottery_slips')
      .set((eb) => ({
        refunded_satang: eb('refunded_satang', '+', s.refundSatang),
        free_earned: s.freeEarned - s.takeBack,
      }))
      .where('id', '=', s.id)
      .execute();
  }
  // every purchase of the round is final now (those fully cancelled before included)
  await trx
    .updateTable('lottery_slips')
    .set({ settled_at: now })
    .where('round_id', '=', round.id)
    .where('settled_at', 'is', null)
    .execute();
  const carts = await trx.deleteFrom('lottery_carts').where('round_id', '=', round.id).executeTakeFirst();
  await notifyVoidRefunds(
    trx,
    round,
    refunds.map((s) => ({ userId: s.userId, code: s.code, amountSatang: s.refundSatang })),
    now,
  );
  return {
    slipsRefunded: refunds.length,
    totalRefund: refunds.reduce((t, s) => t + s.refundSatang, 0),
    ticketsRefunded: tickets.length,
    freeReturned: refunds.reduce((t, s) => t + s.freeBack, 0),
    freeTakenBack: refunds.reduce((t, s) => t + s.takeBack, 0),
    freeForgiven,
    cartsReleased: Number(carts.numDeletedRows),
  };
}
