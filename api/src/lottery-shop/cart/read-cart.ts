/**
 * The player's cart of a shop round as the wire shows it (docs/product.md "Ticket shop cart"): items by number,
 * `is_expired` when `expired_at` has passed, and an empty cart answers `is_expired: false` with the
 * maximum expiry. `promotion_type` is null here (the summary fills it).
 */
import { sql } from 'kysely';
import { LOTTERY_CART_MAX_EXPIRY, type LotteryCartData } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';

export interface CartState {
  roundId: number;
  expiredAt: Date | null;
  updatedAt: Date | null;
  items: { number: string; amount: number }[];
}

/** The player's cart of a round with its items by number, in one query (an empty state when there is none). */
export async function loadCart(db: DbOrTrx, userId: number, roundId: number): Promise<CartState> {
  const cart = await db
    .selectFrom('lottery_carts as c')
    .select(['c.expired_at', 'c.updated_at'])
    .select(
      sql<{ number: string; amount: number }[]>`coalesce((
        select json_agg(json_build_object('number', i.number, 'amount', i.amount) order by i.number)
          from lottery_cart_items i where i.user_id = c.user_id and i.round_id = c.round_id), '[]'::json)`.as('items'),
    )
    .where('c.user_id', '=', userId)
    .where('c.round_id', '=', roundId)
    .executeTakeFirst();
  if (!cart) return { roundId, expiredAt: null, updatedAt: null, items: [] };
  return { roundId, expiredAt: cart.expired_at, updatedAt: cart.updated_at, items: cart.items };
}

export function emptyCartData(roundId: number | null): LotteryCartData {
  return {
    round_id: roundId === null ? null : String(roundId),
    number_list: [],
    is_expired: false,
    expired_at: LOTTERY_CART_MAX_EXPIRY,
    total_count: 0,
    updated_at: null,
  };
}

export function toCartData(cart: CartState, now: Date): LotteryCartData {
  if (cart.items.length === 0 || !cart.expiredAt) return emptyCartData(cart.roundId);
  return {
    round_id: String(cart.roundId),
    number_list: cart.items.map((i) => ({ number: i.number, amount: i.amount, promotion_type: null })),
    is_expired: cart.expiredAt.getTime() <= now.getTime(),
    expired_at: cart.expiredAt.toISOString(),
    total_count: cart.items.reduce((s, i) => s + i.amount, 0),
    updated_at: cart.updatedAt?.toISOString() ?? null,
  };
}
