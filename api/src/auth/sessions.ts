/**
 * Player sessions: an opaque random `token` (the bearer) and a second random `session_token`
 * (sent by some notification calls, docs/product.md "Session"). Only their sha256 hashes are stored.
 */
import type { SessionData } from 'shared-contracts';
import type { Db } from '../db/database';
import type { DbOrTrx } from '../db/transaction';
import { randomToken, sha256 } from '../http/crypto';

/** Creates a session for `userId` valid for `ttlHours` from `now`; returns what the client stores. */
export async function createSession(
  db: DbOrTrx,
  input: { userId: number; customerCode: string; now: Date; ttlHours: number },
): Promise<SessionData> {
  const token = randomToken();
  const sessionToken = randomToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlHours * 3_600_000);
  await db
    .insertInto('sessions')
    .values({
      user_id: input.userId,
      token_hash: sha256(token),
      session_token_hash: sha256(sessionToken),
      expires_at: expiresAt,
      created_at: input.now,
    })
    .execute();
  return {
    token,
    session_token: sessionToken,
    expires_at: expiresAt.toISOString(),
    expires_in: Math.round(input.ttlHours * 3600),
    customer_code: input.customerCode,
  };
}

/** The session (and its user's role and status) behind a bearer token, or undefined. */
export async function findSessionByToken(db: Db, token: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.expires_at', 's.revoked_at', 'u.role', 'u.status', 'u.self_excluded_until'])
    .where('s.token_hash', '=', sha256(token))
    .executeTakeFirst();
}

/**
 * The user id of the live session (not revoked, not expired at `now`) whose token hashes to
 * `tokenHash`, or null. The rate limiter's per-player key (http/rate-limit.ts) resolves bearers with it.
 */
export async function findLiveSessionUserId(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Revokes one session (logout). Idempotent. */
export async function revokeSession(db: DbOrTrx, sessionId: number, now: Date): Promise<number | null> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
