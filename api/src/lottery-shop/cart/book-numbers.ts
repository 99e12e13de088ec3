/**
 * POST /lottery/book `{bet_detail_list: [{number, amount}]}` (docs/product.md "Ticket shop cart"): sets the booked
 * count of each listed number in the player's cart of the open shop round (0 removes it). All-or-nothing, in one
 * transaction: lock the cart row, then the inventory rows in number order, check, write.
 * - no shop round open → 409 E20016;
 * - cart total above CART_MAX_TICKETS (55) → 422 E20013 `{max, requested}`;
 * - a number beyond its remaining stock (quantity − sold − other players' unexpired bookings) → 409 E20015
 *   `{remaining: [{number, remaining}]}` for every listed number (the client retries with it);
 * - success: the cart holds its stock until `expired_at` = now + CART_HOLD_MINUTES (15).
 * Booking into an expired cart starts from the listed numbers only: the expired items had released
 * their stock (the client's refresh re-books them all in one request).
 */
import { AppError, CART_MAX_TICKETS, ErrorCode, type LotteryCartData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { stockOfNumbers } from '../inventory/stock';
import { findOpenShopRound } from '../rounds/find-shop-round';
import { CART_HOLD_MINUTES } from '../shop-game';
import { loadCart, toCartData } from './read-cart';

export async function bookNumbers(
  ctx: AppContext,
  userId: number,
  list: { number: string; amount: number }[],
): Promise<LotteryCartData> {
  const wanted = new Map<string, number>();
  for (const item of list) wanted.set(item.number, item.amount); // the last entry of a number wins
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const round = await findOpenShopRound(trx, now);
    if (!round) throw new AppError(ErrorCode.ROUND_CLOSED, 'the ticket shop has no round open now');
    // claim (or create) the cart row: it serialises this player's cart writes
    const cartRow = await trx
      .insertInto('lottery_carts')
      .values({ user_id: userId, round_id: round.id, expired_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'round_id']).doUpdateSet((eb) => ({ user_id: eb.ref('excluded.user_id') })),
      )
      .returning(['expired_at'])
      .executeTakeFirstOrThrow();
    const wasExpired = cartRow.expired_at.getTime() <= now.getTime();
    const current = wasExpired ? [] : (await loadCart(trx, userId, round.id)).items;
    const next = new Map(current.map((i) => [i.number, i.amount]));
    for (const [number, amount] of wanted) {
      if (amount === 0) next.delete(number);
      else next.set(number, amount);
    }
    const total = [...next.values()].reduce((s, a) => s + a, 0);
    if (total > CART_MAX_TICKETS)
      throw new AppError(
        ErrorCode.TRANSACTION_REACHED_MAXIMUM,
        `a cart holds at most ${CART_MAX_TICKETS} tickets; this would make ${total}`,
        { max: CART_MAX_TICKETS, requested: total },
      );

    const stock = await stockOfNumbers(trx, {
      roundId: round.id,
      numbers: [...wanted.keys()],
      now,
      exceptUserId: userId,
      lock: true,
    });
    const short = [...wanted].filter(([number, amount]) => amount > 0 && (stock.get(number)?.remaining ?? 0) < amount);
    if (short.length)
      throw new AppError(
        ErrorCode.LIMITATION_CHANGE,
        `not enough tickets left: ${short.map(([n, a]) => `${n} wants ${a}, ${stock.get(n)?.remaining ?? 0} left`).join('; ')}`,
        { remaining: [...wanted.keys()].map((number) => ({ number, remaining: stock.get(number)?.remaining ?? 0 })) },
      );

    const key = { user_id: userId, round_id: round.id };
    if (next.size === 0) {
      await trx.deleteFrom('lottery_carts').where('user_id', '=', userId).where('round_id', '=', round.id).execute();
      return toCartData({ roundId: round.id, expiredAt: null, updatedAt: null, items: [] }, now);
    }
    if (wasExpired)
      await trx
        .deleteFrom('lottery_cart_items')
        .where('user_id', '=', userId)
        .where('round_id', '=', round.id)
        .execute();
    const removed = [...wanted].filter(([, a]) => a === 0).map(([n]) => n);
    if (removed.length && !wasExpired)
      await trx
        .deleteFrom('lottery_cart_items')
        .where('user_id', '=', userId)
        .where('round_id', '=', round.id)
        .where('number', 'in', removed)
        .execute();
    const upserts = wasExpired ? [...next] : [...wanted].filter(([, a]) => a > 0);
    if (upserts.length)
      await trx
        .insertInto('lottery_cart_items')
        .values(upserts.map(([number, amount]) => ({ ...key, number, amount })))
        .onConflict((oc) =>
          oc.columns(['user_id', 'round_id', 'number']).doUpdateSet((eb) => ({ amount: eb.ref('excluded.amount') })),
        )
        .execute();
    const expiredAt = new Date(now.getTime() + CART_HOLD_MINUTES * 60_000);
    await trx
      .updateTable('lottery_carts')
      .set({ expired_at: expiredAt, updated_at: now })
      .where('user_id', '=', userId)
      .where('round_id', '=', round.id)
      .execute();
    const items = [...next]
      .map(([number, amount]) => ({ number, amount }))
      .sort((a, b) => a.number.localeCompare(b.number));
    return toCartData({ roundId: round.id, expiredAt, updatedAt: now, items }, now);
  });
}
