/**
 * Who an ops bearer token is (ARCHITECTURE.md "Ops accounts, audit and maker-checker"): the answer to the guards'
 * `identities.ops` (http/auth-guard.ts, which then checks the route's roles). An unknown token → 401 E10401, but a
 * valid player's token → 403 E10403 "for ops only"; a revoked or expired session, a disabled account or one a
 * second admin has not approved → 401.
 */
import { AppError, ErrorCode } from 'shared-contracts';
import { findSessionByToken } from '../auth/sessions';
import type { AppContext } from '../context';
import type { OpsIdentity } from '../http/ops-roles';
import { findOpsSession } from './ops-sessions';

export async function authenticateOps(ctx: Pick<AppContext, 'db' | 'clock'>, token: string): Promise<OpsIdentity> {
  const s = await findOpsSession(ctx.db, token);
  if (!s) {
    const player = await findSessionByToken(ctx.db, token);
    if (player && !player.revoked_at && player.expires_at.getTime() > ctx.clock.now().getTime())
      throw new AppError(ErrorCode.FORBIDDEN, 'this endpoint is for ops only: a player session cannot use it');
    throw new AppError(ErrorCode.UNAUTHORIZED, 'token is invalid: log in again');
  }
  if (s.revoked_at) throw new AppError(ErrorCode.UNAUTHORIZED, 'token was revoked (logged out): log in again');
  if (s.expires_at.getTime() <= ctx.clock.now().getTime()) throw new AppError(ErrorCode.UNAUTHORIZED, 'Token expired');
  if (s.disabled_at) throw new AppError(ErrorCode.UNAUTHORIZED, 'this ops account is disabled');
  if (s.approval !== 'approved')
    throw new AppError(ErrorCode.UNAUTHORIZED, `this ops account is ${s.approval}: a second admin approves it first`);
  return { opsUserId: s.ops_user_id, username: s.username, role: s.role, sessionId: s.id };
}
