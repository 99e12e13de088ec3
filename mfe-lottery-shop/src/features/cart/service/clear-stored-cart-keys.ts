/**
 * Removes the stored lottery cart keys at logout (docs/product.md "Session"): the shop's own key and
 * `lottery_cart_yeekee_{round}` for the yeekee rounds 1 to 88.
 */
import { STORAGE_KEYS, YEEKEE_ROUNDS } from 'shared-contracts';
import { LOTTERY_CART_KEY } from './to-cart';

export function lotteryCartKeys(): string[] {
  const keys = [LOTTERY_CART_KEY];
  for (let round = YEEKEE_ROUNDS.first; round <= YEEKEE_ROUNDS.last; round++) {
    keys.push(`${STORAGE_KEYS.lotteryCartPrefix}yeekee_${round}`);
  }
  return keys;
}

export function clearStoredCartKeys(storage: Pick<Storage, 'removeItem'> | null): void {
  if (!storage) return;
  for (const key of lotteryCartKeys()) storage.removeItem(key);
}
