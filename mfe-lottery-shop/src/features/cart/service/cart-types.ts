/** The client's cart (docs/product.md "Ticket shop cart"). Prices are satang. */
import type { CartResult } from './cart-result';

export interface CartItem {
  /** The 6-digit ticket number. */
  code: string;
  count: number;
  /** Set in the summary view (BUY_FIRST_TIME, BUY_GET_FREE), else null. */
  promotionType: string | null;
}

export type CartStatus = 'ready' | 'expired';

export interface Cart {
  lotteryKey: string;
  items: CartItem[];
  totalCount: number;
  /** totalCount × 79 baht, satang. */
  totalPrice: number;
  status: CartStatus;
  /** When the booking hold ends (epoch ms); the maximum date for an empty cart. */
  expiredAt: number;
  /** When this snapshot was taken (epoch ms, device clock). */
  updatedAt: number;
}

/** What one cart operation did. */
export interface CartActionOutcome {
  result: CartResult;
  cart: Cart;
  /** The ticket number acted on (add/remove), if any. */
  number?: string;
  /** Tickets asked for and the count finally booked for `number` (add/remove). */
  requested?: number;
  booked?: number;
}
