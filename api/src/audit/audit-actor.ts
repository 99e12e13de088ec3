/**
 * Who an audit row names: an ops user (id + username), the bootstrap ADMIN_API_TOKEN, or the system
 * (scheduler). `requestId` ties the row to the request's log lines.
 */
import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from 'shared-contracts';

export type AuditActor =
  | { kind: 'ops'; opsUserId: number; username: string; requestId: string | null }
  | { kind: 'bootstrap-token'; requestId: string | null }
  | { kind: 'system'; name: string; requestId: string | null };

/** The actor of a request that passed requireOps (an ops session, or the bootstrap token where allowed). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  if (request.ops)
    return { kind: 'ops', opsUserId: request.ops.opsUserId, username: request.ops.username, requestId: request.id };
  if (request.isAdminToken) return { kind: 'bootstrap-token', requestId: request.id };
  throw new AppError(ErrorCode.UNAUTHORIZED, 'not logged in as an ops user');
}

/** The name stored in `audit_log.actor_name`. */
export function actorName(actor: AuditActor): string {
  return actor.kind === 'ops' ? actor.username : actor.kind === 'system' ? actor.name : 'bootstrap-token';
}

/** An ops user acting (what most use cases need: results, ops-user changes). */
export type OpsActor = Extract<AuditActor, { kind: 'ops' }>;

/** The ops-user actor of a request guarded by requireOps without the bootstrap option. */
export function opsActorOf(request: FastifyRequest): OpsActor {
  const actor = auditActorOf(request);
  if (actor.kind !== 'ops') throw new AppError(ErrorCode.FORBIDDEN, 'this action needs an ops user session');
  return actor;
}
