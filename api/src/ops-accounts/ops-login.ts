/**
 * POST backoffice/auth/login {username, password}: an ops session (`{token, expires_at, username, role}`).
 * The attempt is counted BEFORE the password is compared, in one statement that also checks the lock
 * (`UPDATE ops_users SET login_failures = login_failures + 1 ... WHERE ... AND not locked RETURNING`),
 * so parallel guesses cannot outrun the limit: at most OPS_LOGIN_MAX_FAILURES comparisons, then the
 * account is locked for OPS_LOGIN_LOCK_MINUTES. A right password resets the count. Unknown, disabled, locked,
 * pending (waiting for a second admin's approval) and rejected accounts and wrong passwords all get the same
 * 401 E10401 after the same argon2 work.
 * A successful login is audited (`ops.login`).
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, type OpsLoginData } from 'shared-contracts';
import { recordAudit } from '../audit/record-audit';
import { dummyHash, verifyPin } from '../auth/pin';
import type { AppContext } from '../context';
import type { OpsRole } from '../http/ops-roles';
import { createOpsSession } from './ops-sessions';

const FAILED =
  'login failed: wrong username or password, or the account is locked, disabled or not (yet) approved by a second admin';

export async function opsLogin(
  ctx: AppContext,
  input: { username: string; password: string },
  requestId: string | null,
): Promise<OpsLoginData> {
  const username = input.username.trim().toLowerCase();
  const now = ctx.clock.now();
  const max = ctx.config.opsLoginMaxFailures;
  const lockUntil = new Date(now.getTime() + ctx.config.opsLoginLockMinutes * 60_000);
  // count the attempt first; a lock that has run out starts a fresh count
  const claimed = await sql<{ id: number; username: string; role: OpsRole; password_hash: string }>`
    update ops_users set
      login_failures = case when locked_until is not null then 1 else login_failures + 1 end,
      locked_until = case when (case when locked_until is not null then 1 else login_failures + 1 end) >= ${max}
                          then ${lockUntil}::timestamptz else null end
     where username = ${username}
       and disabled_at is null
       and approval = 'approved'
       and (locked_until is null or locked_until <= ${now}::timestamptz)
    returning id, username, role, password_hash`.execute(ctx.db);
  const user = claimed.rows[0];
  const ok = await verifyPin(
    user?.password_hash ?? (await dummyHash(ctx.config.passwordHash, 'not-a-real-password-for-timing')),
    input.password,
  );
  if (!user || !ok) {
    ctx.log.warn({ username, known: Boolean(user) }, 'ops login failed');
    throw new AppError(ErrorCode.UNAUTHORIZED, FAILED);
  }
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('ops_users')
      .set({ login_failures: 0, locked_until: null, last_login_at: now })
      .where('id', '=', user.id)
      .execute();
    const session = await createOpsSession(trx, { opsUserId: user.id, now, ttlHours: ctx.config.opsSessionTtlHours });
    await recordAudit(
      trx,
      { kind: 'ops', opsUserId: user.id, username: user.username, requestId },
      { action: 'ops.login', target: `ops_user:${user.id}`, after: { expires_at: session.expiresAt.toISOString() } },
      now,
    );
    return {
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      username: user.username,
      role: user.role,
    };
  });
}
