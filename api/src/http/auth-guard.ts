/**
 * Bearer authentication (spec section 6): `Authorization: Bearer <token>`. Players present the opaque
 * session token from login/register; ops present ADMIN_API_TOKEN or a session of a user with role 'ops'.
 * Every failure is 401 E10401 with a message saying which (missing, unknown, revoked, expired).
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, ErrorCode } from 'shared-contracts';
import type { AppContext } from '../context';
import { findSessionByToken } from '../auth/sessions';
import { safeEqual } from './crypto';

export interface AuthUser {
  userId: number;
  sessionId: number;
  role: 'player' | 'ops';
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** True when the request carried the bootstrap ADMIN_API_TOKEN. */
    isAdminToken: boolean;
  }
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header)
    throw new AppError(ErrorCode.UNAUTHORIZED, 'missing Authorization header: send "Authorization: Bearer <token>"');
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) throw new AppError(ErrorCode.UNAUTHORIZED, 'malformed Authorization header: expected "Bearer <token>"');
  return m[1]!;
}

async function authenticate(ctx: AppContext, token: string): Promise<AuthUser> {
  const s = await findSessionByToken(ctx.db, token);
  if (!s) throw new AppError(ErrorCode.UNAUTHORIZED, 'token is invalid: log in again');
  if (s.revoked_at) throw new AppError(ErrorCode.UNAUTHORIZED, 'token was revoked (logged out): log in again');
  if (s.expires_at.getTime() <= ctx.clock.now().getTime()) throw new AppError(ErrorCode.UNAUTHORIZED, 'Token expired');
  if (s.status !== 'ACTIVE') throw new AppError(ErrorCode.USER_BLOCKED, 'this account is not active');
  return { userId: s.user_id, sessionId: s.id, role: s.role };
}

/** preHandler: a logged-in player (any role). */
export function requireUser(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.user = await authenticate(ctx, bearer(request));
  };
}

/** preHandler: ops (the bootstrap token, or a session of a user with role 'ops'). */
export function requireOps(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearer(request);
    if (safeEqual(token, ctx.config.adminApiToken)) {
      request.isAdminToken = true;
      return;
    }
    const user = await authenticate(ctx, token);
    if (user.role !== 'ops') throw new AppError(ErrorCode.FORBIDDEN, 'this endpoint is for ops only');
    request.user = user;
  };
}

/** The authenticated player of a request guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(ErrorCode.UNAUTHORIZED, 'not logged in');
  return request.user;
}
