/**
 * The cart's calls (docs/product.md "Ticket shop cart"): `POST lottery/book`, `GET lottery/cart`, `GET
 * lottery/cart/summary`.
 */
import {
  callRoute,
  type HttpClient,
  type LotteryBookBody,
  type LotteryCartData,
  type LotteryCartSummary,
} from 'shared-contracts';

/** Sets the booked count of each number (0 removes); answers the whole cart. */
export function bookNumbers(api: HttpClient, list: { number: string; amount: number }[]): Promise<LotteryCartData> {
  const body: LotteryBookBody = { bet_detail_list: list };
  return callRoute(api, 'POST /lottery/book', { body });
}

export function fetchCart(api: HttpClient): Promise<LotteryCartData> {
  return callRoute(api, 'GET /lottery/cart');
}

export function fetchCartSummary(api: HttpClient): Promise<LotteryCartSummary> {
  return callRoute(api, 'GET /lottery/cart/summary');
}
