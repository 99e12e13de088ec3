/**
 * Promotions of the ticket shop (README "Promotions"). Pure.
 *
 * - BUY_FIRST_TIME: a player's first shop purchase ever (cancelled ones count as made) gets
 *   `discount_percent`% off the price of the tickets paid with money, when at least `min_tickets` are
 *   paid. It cannot be combined with FREE_LOTTERY tickets: a first purchase with `uses > 0` is refused
 *   with E30002 (buy first, use free tickets from the second purchase on).
 * - BUY_GET_FREE: every `buy_count` tickets paid with money in one purchase credit `free_count`
 *   FREE_LOTTERY tickets to the player after the purchase (free tickets used do not count). Using more
 *   free tickets than held, or more than the cart's tickets, is refused with E30003.
 * Amounts are satang; the discount is floored to whole satang.
 */
import { TICKET_UNIT_PRICE_SATANG, type LotteryPromotionConfig, type LotteryPromotionType } from 'shared-contracts';

export const DEFAULT_PROMOTIONS: LotteryPromotionConfig = {
  buy_first_time: { enabled: true, discount_percent: 10, min_tickets: 1 },
  buy_get_free: { enabled: true, buy_count: 5, free_count: 1 },
};

export interface AppliedPromotion {
  type: LotteryPromotionType;
  discountSatang: number;
  freeTickets: number;
  description: string;
}

export interface PurchasePrice {
  count: number;
  /** count × unit price. */
  totalSatang: number;
  discountSatang: number;
  /** What the wallet pays: (count − uses) × unit price − discount. */
  paySatang: number;
  uses: number;
  freeEarned: number;
  /** The BUY_GET_FREE rule that applied (null when it did not). */
  buyGetFree: { buyCount: number; freeCount: number } | null;
  promotions: AppliedPromotion[];
  /** Set when the request breaks a promotion rule (the caller throws). */
  invalid: null | { promotion: LotteryPromotionType; reason: string };
}

export function pricePurchase(input: {
  count: number;
  uses: number;
  /** FREE_LOTTERY tickets the player holds. */
  freeBalance: number;
  firstPurchase: boolean;
  config: LotteryPromotionConfig;
}): PurchasePrice {
  const { count, uses, config } = input;
  const totalSatang = count * TICKET_UNIT_PRICE_SATANG;
  const result: PurchasePrice = {
    count,
    totalSatang,
    discountSatang: 0,
    paySatang: totalSatang,
    uses,
    freeEarned: 0,
    buyGetFree: null,
    promotions: [],
    invalid: null,
  };
  if (uses > input.freeBalance) {
    result.invalid = {
      promotion: 'BUY_GET_FREE',
      reason: `uses ${uses} is more than the ${input.freeBalance} FREE_LOTTERY tickets held`,
    };
    return result;
  }
  if (uses > count) {
    result.invalid = {
      promotion: 'BUY_GET_FREE',
      reason: `uses ${uses} is more than the ${count} tickets in the cart`,
    };
    return result;
  }
  const paid = count - uses;
  const firstTime = config.buy_first_time;
  if (firstTime.enabled && input.firstPurchase) {
    if (uses > 0) {
      result.invalid = {
        promotion: 'BUY_FIRST_TIME',
        reason: 'the first-purchase discount cannot be combined with FREE_LOTTERY tickets: buy with uses 0 first',
      };
      return result;
    }
    if (paid >= firstTime.min_tickets && firstTime.discount_percent > 0) {
      const discount = Math.floor((paid * TICKET_UNIT_PRICE_SATANG * firstTime.discount_percent) / 100);
      result.discountSatang += discount;
      result.promotions.push({
        type: 'BUY_FIRST_TIME',
        discountSatang: discount,
        freeTickets: 0,
        description: `first purchase: ${firstTime.discount_percent}% off`,
      });
    }
  }
  const bgf = config.buy_get_free;
  if (bgf.enabled && paid >= bgf.buy_count) {
    const free = Math.floor(paid / bgf.buy_count) * bgf.free_count;
    result.freeEarned = free;
    result.buyGetFree = { buyCount: bgf.buy_count, freeCount: bgf.free_count };
    result.promotions.push({
      type: 'BUY_GET_FREE',
      discountSatang: 0,
      freeTickets: free,
      description: `buy ${bgf.buy_count} get ${bgf.free_count} FREE_LOTTERY ticket(s)`,
    });
  }
  result.paySatang = paid * TICKET_UNIT_PRICE_SATANG - result.discountSatang;
  return result;
}

/** Splits `paySatang` over `paidTickets` tickets (the first ones take the remainder satang). */
export function ticketPrices(paySatang: number, paidTickets: number): number[] {
  if (paidTickets === 0) return [];
  const base = Math.floor(paySatang / paidTickets);
  const extra = paySatang - base * paidTickets;
  return Array.from({ length: paidTickets }, (_, i) => base + (i < extra ? 1 : 0));
}
