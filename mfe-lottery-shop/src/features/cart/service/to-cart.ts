/**
 * Maps the server's cart (`GET /lottery/cart`: number_list, is_expired, expired_at) to the client Cart:
 * an empty cart expires at the maximum date, and the status is expired only when the server says
 * is_expired and the cart holds at least one ticket (docs/product.md "Ticket shop cart").
 */
import { STORAGE_KEYS, TICKET_UNIT_PRICE_SATANG, type LotteryCartData } from 'shared-contracts';
import type { Cart, CartItem } from './cart-types';

/** The greatest time a JavaScript Date can hold (ms): "never expires". */
export const MAX_EXPIRY_MS = 8_640_000_000_000_000;

/** The key the shop keeps its cart snapshot under (cleared at logout with the other cart keys). */
export const LOTTERY_CART_KEY = `${STORAGE_KEYS.lotteryCartPrefix}thai`;

/** The fields of the server cart (`LotteryCartData`) this mapping reads. */
export type ServerCart = Pick<LotteryCartData, 'number_list' | 'is_expired' | 'expired_at'>;

export function emptyCart(now: number = Date.now()): Cart {
  return {
    lotteryKey: LOTTERY_CART_KEY,
    items: [],
    totalCount: 0,
    totalPrice: 0,
    status: 'ready',
    expiredAt: MAX_EXPIRY_MS,
    updatedAt: now,
  };
}

export function toCart(server: ServerCart, now: number = Date.now()): Cart {
  const items: CartItem[] = server.number_list
    .filter((n) => n.amount > 0)
    .map((n) => ({ code: n.number, count: n.amount, promotionType: n.promotion_type ?? null }));
  const totalCount = items.reduce((s, i) => s + i.count, 0);
  if (totalCount === 0) return emptyCart(now);
  const parsed = server.expired_at ? Date.parse(server.expired_at) : NaN;
  return {
    lotteryKey: LOTTERY_CART_KEY,
    items,
    totalCount,
    totalPrice: totalCount * TICKET_UNIT_PRICE_SATANG,
    status: server.is_expired ? 'expired' : 'ready',
    expiredAt: Number.isFinite(parsed) ? parsed : MAX_EXPIRY_MS,
    updatedAt: now,
  };
}

/** Count of one ticket number in the cart (0 when absent). */
export function countOf(cart: Cart, number: string): number {
  return cart.items.find((i) => i.code === number)?.count ?? 0;
}
