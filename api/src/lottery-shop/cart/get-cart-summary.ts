/**
 * GET /lottery/cart/summary: the cart priced at 79 baht a ticket with the promotions that a purchase
 * with `uses` 0 would get now (README "Promotions"); baht. Visitors and players without a cart get
 * an empty summary.
 */
import {
  TICKET_UNIT_PRICE_SATANG,
  satangToBaht,
  type LotteryCartSummary,
  type LotteryPromotionType,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { pricePurchase } from '../promotions/price-purchase';
import { getPromotionConfig } from '../promotions/promotion-config';
import { toPromotionView } from '../promotions/promotion-view';
import { findOpenShopRound } from '../rounds/find-shop-round';
import { loadCart, toCartData, type CartState } from './read-cart';

export async function getCartSummary(ctx: AppContext, userId: number | null): Promise<LotteryCartSummary> {
  const now = ctx.clock.now();
  const round = await findOpenShopRound(ctx.db, now);
  const cart: CartState =
    round && userId !== null
      ? await loadCart(ctx.db, userId, round.id)
      : { roundId: round?.id ?? 0, expiredAt: null, updatedAt: null, items: [] };
  const [user, bought, config] = await Promise.all([
    userId === null
      ? Promise.resolve({ free_lottery: 0 })
      : ctx.db.selectFrom('users').select('free_lottery').where('id', '=', userId).executeTakeFirstOrThrow(),
    userId === null
      ? Promise.resolve(undefined)
      : ctx.db.selectFrom('lottery_buyers').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    getPromotionConfig(ctx.db),
  ]);
  const count = cart.items.reduce((s, i) => s + i.amount, 0);
  const price = pricePurchase({ count, uses: 0, freeBalance: user.free_lottery, firstPurchase: !bought, config });
  const lineType: LotteryPromotionType | null = count > 0 ? (price.promotions[0]?.type ?? null) : null;
  const view = toCartData(cart, now);
  return {
    round_id: round ? String(round.id) : null,
    draw_date: round?.draw_date ?? null,
    items: cart.items.map((i) => ({
      number: i.number,
      amount: i.amount,
      promotion_type: lineType,
      unit_price: satangToBaht(TICKET_UNIT_PRICE_SATANG),
      price: satangToBaht(i.amount * TICKET_UNIT_PRICE_SATANG),
    })),
    total_count: count,
    unit_price: satangToBaht(TICKET_UNIT_PRICE_SATANG),
    total_price: satangToBaht(price.totalSatang),
    promotions: count > 0 ? price.promotions.map(toPromotionView) : [],
    discount: satangToBaht(count > 0 ? price.discountSatang : 0),
    net_price: satangToBaht(price.paySatang),
    free_lottery: user.free_lottery,
    is_expired: view.is_expired,
    expired_at: view.expired_at,
  };
}
