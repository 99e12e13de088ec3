/** The keys that make up a stored session; written at login, removed when the session ends. */
import { STORAGE_KEYS } from 'shared-contracts';

export const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.sessionToken,
  STORAGE_KEYS.sessionExpiry,
  STORAGE_KEYS.customerCode,
  STORAGE_KEYS.appVersion,
] as const;
