/**
 * Who a player's bearer token is (docs/product.md "Session"): the answer to the guards' `identities.player`
 * (http/auth-guard.ts). Unknown token → 401 E10401; a banned or inactive player's token (even revoked) tells why:
 * 403 B0V002 / B0V003 with the ban or block object (docs/product.md "Inactive and banned players"); revoked or
 * expired → 401; a session that outlived a self-exclusion (e.g. a login racing it) → 403 E40003.
 */
import { AppError, ErrorCode } from 'shared-contracts';
import { accountStopError } from '../account-standing/account-stop-error';
import { isSelfExcluded, selfExcludedError } from '../account-standing/refuse-self-excluded';
import type { AppContext } from '../context';
import type { AuthUser } from '../http/auth-guard';
import { findSessionByToken } from './sessions';

export async function authenticatePlayer(ctx: Pick<AppContext, 'db' | 'clock'>, token: string): Promise<AuthUser> {
  const s = await findSessionByToken(ctx.db, token);
  if (!s) throw new AppError(ErrorCode.UNAUTHORIZED, 'token is invalid: log in again');
  if (s.status !== 'ACTIVE') throw await accountStopError(ctx.db, s.user_id, s.status);
  if (s.revoked_at) throw new AppError(ErrorCode.UNAUTHORIZED, 'token was revoked (logged out): log in again');
  if (s.expires_at.getTime() <= ctx.clock.now().getTime()) throw new AppError(ErrorCode.UNAUTHORIZED, 'Token expired');
  if (isSelfExcluded(s.self_excluded_until, ctx.clock.now())) throw selfExcludedError(s.self_excluded_until);
  return { userId: s.user_id, sessionId: s.id, role: s.role };
}
