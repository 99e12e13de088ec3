/**
 * Ops sessions: an opaque random bearer token of which only the sha256 is stored (`ops_sessions`),
 * valid `OPS_SESSION_TTL_HOURS`, revoked by logout or when the account is disabled.
 */
import type { DbOrTrx } from '../db/transaction';
import { randomToken, sha256 } from '../http/crypto';

/** Creates a session for an ops user; returns the bearer token (shown once) and its expiry. */
export async function createOpsSession(
  db: DbOrTrx,
  input: { opsUserId: number; now: Date; ttlHours: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlHours * 3_600_000);
  await db
    .insertInto('ops_sessions')
    .values({ ops_user_id: input.opsUserId, token_hash: sha256(token), created_at: input.now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The ops session behind a bearer token with its user, or undefined. */
export async function findOpsSession(db: DbOrTrx, token: string) {
  return db
    .selectFrom('ops_sessions as s')
    .innerJoin('ops_users as u', 'u.id', 's.ops_user_id')
    .select([
      's.id',
      's.ops_user_id',
      's.expires_at',
      's.revoked_at',
      'u.username',
      'u.role',
      'u.disabled_at',
      'u.approval',
    ])
    .where('s.token_hash', '=', sha256(token))
    .executeTakeFirst();
}
