/**
 * The session rule (docs/product.md "Session"): logged in = a token is stored, its expiry has not
 * passed, and the app version stored at login equals the running build's version.
 */
import { STORAGE_KEYS } from 'shared-contracts';

export type SessionCheck = 'valid' | 'no-token' | 'expired' | 'version-mismatch';

export function checkStoredSession(storage: Storage, appVersion: string, now: Date = new Date()): SessionCheck {
  if (!storage.getItem(STORAGE_KEYS.token)) return 'no-token';
  const expiry = Date.parse(storage.getItem(STORAGE_KEYS.sessionExpiry) ?? '');
  if (Number.isNaN(expiry) || expiry <= now.getTime()) return 'expired';
  if (storage.getItem(STORAGE_KEYS.appVersion) !== appVersion) return 'version-mismatch';
  return 'valid';
}
