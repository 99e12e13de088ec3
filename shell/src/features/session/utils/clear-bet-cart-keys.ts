/**
 * Removes the stored lottery carts and bet keys (every key under `lotteryCartPrefix` / `betKeyPrefix`,
 * which covers the yeekee rounds 1-88, docs/product.md "Session"). Used on logout and on an invalid token.
 */
import { STORAGE_KEYS } from 'shared-contracts';

const PREFIXES = [STORAGE_KEYS.lotteryCartPrefix, STORAGE_KEYS.betKeyPrefix];

export function clearBetCartKeys(storage: Storage): string[] {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && PREFIXES.some((p) => key.startsWith(p))) doomed.push(key);
  }
  doomed.forEach((k) => storage.removeItem(k));
  return doomed;
}
