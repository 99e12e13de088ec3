/**
 * A banned or inactive player's refused call (docs/product.md "Inactive and banned players"): every authenticated
 * player call answers 403 B0V002 (banned) or 403 B0V003 (inactive) with `data` = the ban or block object
 * `{detail, status, reason, since}`. Pure, so the shell reads it without the wire schemas.
 */
import { ErrorCode } from '../codes/service-codes';

/** `data.detail` of the refusal: USER_BANNED for B0V002, INACTIVE_USER (the system-status code) for B0V003. */
export const ACCOUNT_STOP_DETAILS = { BANNED: 'USER_BANNED', INACTIVE: 'INACTIVE_USER' } as const;

/** The ban or block object: what the API sends and what the shell stores under `ban` / `block`. */
export interface AccountStop {
  detail: (typeof ACCOUNT_STOP_DETAILS)[keyof typeof ACCOUNT_STOP_DETAILS];
  status: 'INACTIVE' | 'BANNED';
  /** Why, as ops wrote it; null when unknown. */
  reason: string | null;
  /** ISO instant of the change; null when unknown. */
  since: string | null;
}

/**
 * The ban or block object of an error answer (`code`, `data`), or null when the answer is not one: B0V002 whose
 * `data.detail` is USER_BANNED is a ban, any answer whose `data.detail` is INACTIVE_USER a block.
 */
export function readAccountStop(code: string, data: unknown): AccountStop | null {
  const d = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  // B0V002 also refuses a chat-banned player's message (`banned_until`): only the account ban names USER_BANNED
  const banned = code === ErrorCode.USER_BANNED && d.detail === ACCOUNT_STOP_DETAILS.BANNED;
  const inactive = d.detail === ACCOUNT_STOP_DETAILS.INACTIVE;
  if (!banned && !inactive) return null;
  return {
    detail: banned ? ACCOUNT_STOP_DETAILS.BANNED : ACCOUNT_STOP_DETAILS.INACTIVE,
    status: banned ? 'BANNED' : 'INACTIVE',
    reason: text(d.reason),
    since: text(d.since),
  };
}
