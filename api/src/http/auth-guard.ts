/**
 * Bearer authentication (docs/product.md "Session"): `Authorization: Bearer <token>`. Players present the opaque
 * session token from login/register; ops present the token of an ops session (POST backoffice/auth/login,
 * ops-accounts/). The bootstrap ADMIN_API_TOKEN passes only a guard made with `{ bootstrap: true }`
 * (creating the first ops user). Authentication failures are 401 E10401 with a message saying which
 * (missing, unknown, revoked, expired); a player's token or a wrong ops role is 403 E10403. A banned or inactive
 * player's token (even revoked) is 403 B0V002 / B0V003 with the ban or block object
 * (account-standing/account-stop-error.ts).
 *
 * Who a token is, the guards ask the context's `identities` port (BearerIdentities): auth/authenticate-player.ts
 * and ops-accounts/authenticate-ops.ts answer it, app.ts wires them, so this layer never names the domains above it
 * (ARCHITECTURE.md "Domain order").
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, ErrorCode } from 'shared-contracts';
import { safeEqual } from './crypto';
import { ANY_OPS, OPERATORS, type OpsIdentity, type OpsRole } from './ops-roles';

export interface AuthUser {
  userId: number;
  sessionId: number;
  role: 'player' | 'ops';
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** True when the request carried the bootstrap ADMIN_API_TOKEN (only on a `{ bootstrap: true }` guard). */
    isAdminToken: boolean;
    /** The ops user of a request that passed requireOps with an ops session, else null. */
    ops: OpsIdentity | null;
  }
}

/**
 * The port the guards ask (AppContext `identities`). `player` answers the session of a player token or throws
 * (401 E10401 unknown, revoked or expired; 403 B0V002 / B0V003 banned or inactive; 403 E40003 self-excluded).
 * `ops` answers the ops user of an ops token or throws (401 unknown, revoked, expired, disabled or not approved;
 * 403 for a valid player token).
 */
export interface BearerIdentities {
  player(token: string): Promise<AuthUser>;
  ops(token: string): Promise<OpsIdentity>;
}

/** What the guards read of the app's context (AppContext has it all). */
export interface GuardContext {
  config: { adminApiToken: string };
  identities: BearerIdentities;
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header)
    throw new AppError(ErrorCode.UNAUTHORIZED, 'missing Authorization header: send "Authorization: Bearer <token>"');
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) throw new AppError(ErrorCode.UNAUTHORIZED, 'malformed Authorization header: expected "Bearer <token>"');
  return m[1]!;
}

/** onRequest hook: a logged-in player (any role), checked before the body is read. */
export function requireUser(ctx: GuardContext): preHandlerAsyncHookHandler {
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    request.user = await ctx.identities.player(bearer(request));
  };
  // `playerGuard` marks it for the OpenAPI document's `security` (http/openapi-document.ts)
  return Object.assign(guard, { playerGuard: true as const });
}

/** A requireOps hook; `opsRoles` (undefined = by method, see requireOps) is read by the access-matrix test. */
export interface OpsGuard {
  (request: FastifyRequest, reply: FastifyReply): Promise<void>;
  opsRoles: readonly OpsRole[] | undefined;
  allowsBootstrap: boolean;
}

/** The roles a guard without explicit roles lets through: every role reads, operators write. */
export function defaultOpsRoles(method: string): readonly OpsRole[] {
  return method === 'GET' || method === 'HEAD' ? ANY_OPS : OPERATORS;
}

/**
 * Hook (use it as `onRequest`, so the caller is known before the body is read): an ops session whose
 * user is enabled and has one of `roles` (default: any role for GET, operators otherwise). Sets
 * `request.ops`. A player's valid token → 403 "for ops only"; a wrong role → 403 naming the roles; the
 * bootstrap ADMIN_API_TOKEN → 403 unless `options.bootstrap` (then `request.isAdminToken`).
 */
export function requireOps(
  ctx: GuardContext,
  roles?: readonly OpsRole[],
  options: { bootstrap?: boolean } = {},
): OpsGuard {
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearer(request);
    if (safeEqual(token, ctx.config.adminApiToken)) {
      if (!options.bootstrap)
        throw new AppError(
          ErrorCode.FORBIDDEN,
          'the bootstrap ADMIN_API_TOKEN only creates the first ops user (POST backoffice/ops-users): log in as an ops user (POST backoffice/auth/login)',
        );
      request.isAdminToken = true;
      return;
    }
    const ops = await ctx.identities.ops(token);
    const allowed = roles ?? defaultOpsRoles(request.method);
    if (!allowed.includes(ops.role))
      throw new AppError(
        ErrorCode.FORBIDDEN,
        `this endpoint is for ops role ${allowed.join(' or ')}; ${ops.username} is ${ops.role}`,
      );
    request.ops = ops;
  };
  return Object.assign(guard, { opsRoles: roles, allowsBootstrap: options.bootstrap ?? false });
}

/** The ops user of a request guarded by requireOps (401 when there is none, e.g. the bootstrap token). */
export function currentOps(request: FastifyRequest): OpsIdentity {
  if (!request.ops) throw new AppError(ErrorCode.UNAUTHORIZED, 'not logged in as an ops user');
  return request.ops;
}

/** How a round or rule records who did it: `ops:<username>`. */
export function opsLabel(request: FastifyRequest): string {
  return `ops:${currentOps(request).username}`;
}

/**
 * The player of a request on a public route that reads better for its caller (e.g. their own yeekee shots):
 * the session of a valid `Authorization: Bearer` token, or null when there is none or it is not valid (the
 * route answers as to a visitor; it never fails for that).
 */
export async function optionalUser(ctx: GuardContext, request: FastifyRequest): Promise<AuthUser | null> {
  if (!request.headers.authorization) return null;
  try {
    return await ctx.identities.player(bearer(request));
  } catch {
    return null;
  }
}

/** The authenticated player of a request guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(ErrorCode.UNAUTHORIZED, 'not logged in');
  return request.user;
}
