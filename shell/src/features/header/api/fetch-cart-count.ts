/** `GET lottery/cart`: the tickets in the player's lottery cart; an expired cart holds nothing, so it counts 0. */
import { callRoute, type HttpClient } from 'shared-contracts';

export async function fetchCartCount(api: HttpClient): Promise<number> {
  const cart = await callRoute(api, 'GET /lottery/cart');
  return cart.is_expired ? 0 : cart.total_count;
}
