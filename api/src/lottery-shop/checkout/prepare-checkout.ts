/**
 * The checks shared by `POST /lottery/bet/limitation` and `POST /lottery/bet`, inside the caller's
 * transaction (docs/product.md "Ticket shop cart"; README "Promotions"):
 * - a shop round open now → else 409 E20016;
 * - a non-empty cart → else 400 E10000;
 * - the cart not expired and its stock still held → else 409 E20015 `{remaining: [{number, remaining}]}`;
 * - `uses` valid → else E30003 (more than held / than the cart) or E30002 (first purchase with uses);
 * - wallet balance ≥ the price to pay → else P2R202.
 * With `lock`, the round row is held FOR SHARE, the cart row, the player row and the inventory rows
 * FOR UPDATE (cart, then inventory in number order, then player: the same order as booking).
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, formatSatangPlain } from 'shared-contracts';
import type { Trx } from '../../db/transaction';
import { isAcceptingBets, type RoundRow } from '../../draw-games/rounds/round-view';
import { playerBalanceSatang } from '../../wallet/accounts';
import { loadCart } from '../cart/read-cart';
import { stockOfNumbers } from '../inventory/stock';
import { pricePurchase, type PurchasePrice } from '../promotions/price-purchase';
import { getPromotionConfig } from '../promotions/promotion-config';
import { findOpenShopRound } from '../rounds/find-shop-round';

export interface PreparedCheckout {
  round: RoundRow;
  items: { number: string; amount: number }[];
  price: PurchasePrice;
  balanceSatang: number;
  freeBalance: number;
}

export async function prepareCheckout(
  trx: Trx,
  input: { userId: number; uses: number; now: Date; lock: boolean },
): Promise<PreparedCheckout> {
  const { userId, now, lock } = input;
  const open = await findOpenShopRound(trx, now);
  if (!open) throw new AppError(ErrorCode.ROUND_CLOSED, 'the ticket shop has no round open now');
  const round = lock
    ? await trx.selectFrom('rounds').selectAll().where('id', '=', open.id).forShare().executeTakeFirstOrThrow()
    : open;
  // re-checked under the lock: a void (which holds the round FOR UPDATE) may have committed meanwhile
  if (!isAcceptingBets(round, now)) throw new AppError(ErrorCode.ROUND_CLOSED, 'the ticket shop has no round open now');
  if (lock)
    await sql`select 1 from lottery_carts where user_id = ${userId} and round_id = ${round.id} for update`.execute(trx);
  const cart = await loadCart(trx, userId, round.id);
  if (cart.items.length === 0 || !cart.expiredAt)
    throw new AppError(ErrorCode.BAD_REQUEST, 'the cart is empty: book tickets first');
  const stock = await stockOfNumbers(trx, {
    roundId: round.id,
    numbers: cart.items.map((i) => i.number),
    now,
    exceptUserId: userId,
    lock,
  });
  const remaining = cart.items.map((i) => ({ number: i.number, remaining: stock.get(i.number)?.remaining ?? 0 }));
  if (cart.expiredAt.getTime() <= now.getTime())
    throw new AppError(
      ErrorCode.LIMITATION_CHANGE,
      `the cart expired at ${cart.expiredAt.toISOString()}: refresh it (re-book) before buying`,
      { remaining },
    );
  if (cart.items.some((i) => (stock.get(i.number)?.remaining ?? 0) < i.amount))
    throw new AppError(ErrorCode.LIMITATION_CHANGE, 'stock changed: some numbers no longer have the booked tickets', {
      remaining,
    });

  const userQuery = trx.selectFrom('users').select('free_lottery').where('id', '=', userId);
  const user = await (lock ? userQuery.forUpdate() : userQuery).executeTakeFirstOrThrow();
  const bought = await trx
    .selectFrom('lottery_buyers')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const price = pricePurchase({
    count: cart.items.reduce((s, i) => s + i.amount, 0),
    uses: input.uses,
    freeBalance: user.free_lottery,
    firstPurchase: !bought,
    config: await getPromotionConfig(trx),
  });
  if (price.invalid)
    throw new AppError(
      price.invalid.promotion === 'BUY_FIRST_TIME'
        ? ErrorCode.INVALID_FIRST_TIME_PROMOTION
        : ErrorCode.INVALID_BUY_GET_FREE_PROMOTION,
      price.invalid.reason,
      { uses: input.uses, free_lottery: user.free_lottery },
    );
  const balanceSatang = await playerBalanceSatang(trx, userId);
  if (balanceSatang < price.paySatang)
    throw new AppError(
      ErrorCode.NOT_ENOUGH_MONEY,
      `not enough money: ${formatSatangPlain(price.paySatang)} baht needed; balance ${formatSatangPlain(balanceSatang)} baht`,
      { required: Number(formatSatangPlain(price.paySatang)), balance: Number(formatSatangPlain(balanceSatang)) },
    );
  return { round, items: cart.items, price, balanceSatang, freeBalance: user.free_lottery };
}
