/**
 * Removes what a player was in the middle of: the stored lottery carts and bet keys (every key under
 * `lotteryCartPrefix` / `betKeyPrefix`, which covers the yeekee rounds 1-88, docs/product.md "Session") and the
 * number pad's game value list, sort and money (spec "Local storage"; the games remote writes them). Used on logout
 * and on an invalid token, so the next player on the device starts clean. Returns the keys removed.
 */
import { NUMBER_PAD_STORAGE_KEYS, STORAGE_KEYS } from 'shared-contracts';

const PREFIXES = [STORAGE_KEYS.lotteryCartPrefix, STORAGE_KEYS.betKeyPrefix];
const PAD_KEYS: readonly string[] = NUMBER_PAD_STORAGE_KEYS;

export function clearBetCartKeys(storage: Storage): string[] {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && (PREFIXES.some((p) => key.startsWith(p)) || PAD_KEYS.includes(key))) doomed.push(key);
  }
  doomed.forEach((k) => storage.removeItem(k));
  return doomed;
}
