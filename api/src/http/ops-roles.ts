/**
 * Ops roles and the role sets the backoffice routes are guarded with (`requireOps(ctx, roles)`):
 * - `admin`: manages ops users, the remote registry and the system status;
 * - `operator`: rounds (close, void, results), restrictions, cancel fees, promotions, inventory, calendar;
 * - `auditor`: read-only (every list and the audit trail).
 * Results need two operators: one enters, a different one confirms (draw-games/results/confirm-round-result.ts).
 */
import type { OpsRoleValue } from '../db/schema';

export type OpsRole = OpsRoleValue;

export const OPS_ROLES: readonly OpsRole[] = ['admin', 'operator', 'auditor'];

/** Every ops role: the read-only lists. */
export const ANY_OPS: readonly OpsRole[] = OPS_ROLES;
/** Day-to-day operations: rounds, results, restrictions, fees, promotions, inventory, calendar. */
export const OPERATORS: readonly OpsRole[] = ['operator'];
/** Ops users, registry, system status. */
export const ADMINS: readonly OpsRole[] = ['admin'];
/** Who reads the audit trail and the ops-user list. */
export const AUDIT_READERS: readonly OpsRole[] = ['admin', 'auditor'];

/** The authenticated ops user of a request (set by requireOps). */
export interface OpsIdentity {
  opsUserId: number;
  username: string;
  role: OpsRole;
  sessionId: number;
}
