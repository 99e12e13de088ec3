/**
 * POST backoffice/ops-users {username, password, role}: creates a named ops account (argon2id password
 * hash, as player PINs). An admin creates any role. The bootstrap ADMIN_API_TOKEN creates exactly one
 * user, the first, always an admin (a role other than admin → 400); once any ops user exists it is
 * refused (403 E10403). An advisory lock serialises creations, so two bootstrap calls racing create one.
 * A second admin's approval (issue 20, docs/product.md "Ops accounts"): while at least two active admins
 * exist (approved, not disabled; counted under the same lock), the account is created `approval: 'pending'`:
 * it cannot log in or act until a different admin approves it (decide-ops-user.ts). With one admin only it
 * is created approved (the bootstrap situation; the console warns). Roles are fixed at creation: there is no
 * role change (a new account, which goes through the same approval, and disabling the old one).
 * A taken username → 409 E10409. Audited (`ops_user.create`, after.approval pending or approved) in the same
 * transaction.
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, type OpsUserData } from 'shared-contracts';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/record-audit';
import { hashPin } from '../auth/pin';
import type { AppContext } from '../context';
import { PG_UNIQUE_VIOLATION, pgErrorCode, type DbOrTrx } from '../db/transaction';
import type { OpsRole } from '../http/ops-roles';
import { opsUserViews } from './ops-user-view';

/** Advisory lock key serialising ops-user creation (the bootstrap's "none exists yet" check). */
export const OPS_USERS_LOCK_KEY = 7_001_012;

/** Active admins: approved and not disabled (the ones who can approve another's request). */
export async function countActiveAdmins(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('ops_users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('role', '=', 'admin')
    .where('approval', '=', 'approved')
    .where('disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function createOpsUser(
  ctx: AppContext,
  actor: AuditActor,
  input: { username: string; password: string; role?: OpsRole | undefined },
): Promise<OpsUserData> {
  const bootstrap = actor.kind === 'bootstrap-token';
  if (bootstrap && input.role !== undefined && input.role !== 'admin')
    throw new AppError(ErrorCode.BAD_REQUEST, 'the first ops user (created with the bootstrap token) is an admin', [
      { path: 'role', message: 'must be admin (or left out) for the first ops user' },
    ]);
  if (!bootstrap && input.role === undefined)
    throw new AppError(ErrorCode.BAD_REQUEST, 'invalid request: role: role is required', [
      { path: 'role', message: 'role is required' },
    ]);
  const role: OpsRole = input.role ?? 'admin';
  const passwordHash = await hashPin(input.password, ctx.config.passwordHash);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${OPS_USERS_LOCK_KEY}::bigint)`.execute(trx);
      if (bootstrap) {
        const existing = await trx.selectFrom('ops_users').select('id').limit(1).executeTakeFirst();
        if (existing)
          throw new AppError(
            ErrorCode.FORBIDDEN,
            'the bootstrap token only creates the first ops user, and one exists: an admin creates the others',
          );
      }
      const now = ctx.clock.now();
      const pending = !bootstrap && (await countActiveAdmins(trx)) >= 2;
      const row = await trx
        .insertInto('ops_users')
        .values({
          username: input.username,
          password_hash: passwordHash,
          role,
          created_by: actor.kind === 'ops' ? actor.opsUserId : null,
          created_at: now,
          approval: pending ? 'pending' : 'approved',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [view] = await opsUserViews(trx, row.id);
      await recordAudit(trx, actor, { action: 'ops_user.create', target: `ops_user:${row.id}`, after: view }, now);
      ctx.log.info({ username: input.username, role, by: actor.kind, pending }, 'ops user created');
      return view!;
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION)
      throw new AppError(ErrorCode.CONFLICT, `ops user ${input.username} already exists`);
    throw err;
  }
}
