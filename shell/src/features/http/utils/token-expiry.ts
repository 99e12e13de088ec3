/**
 * The "Token expired" rule (docs/product.md "Session"): before every API request, a stored token whose
 * expiry is past is cleared with the game value list, sort, money and session token, and the request
 * fails with Error('Token expired').
 */
import { STORAGE_KEYS, TOKEN_EXPIRED_CLEARED_KEYS } from 'shared-contracts';

export const TOKEN_EXPIRED_MESSAGE = 'Token expired';

/** True when a token is stored and its stored expiry (ISO instant) is at or before `now`. */
export function isStoredTokenExpired(storage: Storage, now: Date = new Date()): boolean {
  if (!storage.getItem(STORAGE_KEYS.token)) return false;
  const expiry = storage.getItem(STORAGE_KEYS.sessionExpiry);
  if (!expiry) return false;
  const at = Date.parse(expiry);
  return Number.isNaN(at) || at <= now.getTime();
}

/**
 * Throws Error('Token expired') after clearing `TOKEN_EXPIRED_CLEARED_KEYS` when the stored token is
 * expired; does nothing otherwise (no token = anonymous request).
 */
export function assertTokenFresh(storage: Storage, now: Date = new Date()): void {
  if (!isStoredTokenExpired(storage, now)) return;
  for (const key of TOKEN_EXPIRED_CLEARED_KEYS) storage.removeItem(key);
  throw new Error(TOKEN_EXPIRED_MESSAGE);
}
