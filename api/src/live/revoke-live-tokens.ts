/**
 * Revokes every live token of a player (issue 8 "Access"): bumps live_access.token_version, which every
 * token carries, and tells every api process at once (NOTIFY `live_access`) so none trusts a cached state.
 * The player's next gateway request gets 403; a new token from POST /api/v1/live/token works again.
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '../db/transaction';
import { LIVE_ACCESS_CHANNEL } from './timetokens';

/** Returns the new token version. Runs in the caller's transaction when given one (the notice goes at commit). */
export async function revokeLiveTokens(db: DbOrTrx, userId: number, now: Date): Promise<number> {
  const row = await db
    .insertInto('live_access')
    .values({ user_id: userId, token_version: 1, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ token_version: sql`live_access.token_version + 1`, updated_at: now }),
    )
    .returning('token_version')
    .executeTakeFirstOrThrow();
  await announceLiveAccessChange(db, userId);
  return row.token_version;
}

/**
 * Tells every api process that `userId`'s sessions changed (a logout, a self-exclusion, revoked tokens): each drops
 * what it cached of them (live-access.ts) and reads them again on the next gateway request, so a live token of an
 * ended session is refused at once, not after the cache's 10 s. NOTIFY in the caller's transaction goes at commit.
 */
export async function announceLiveAccessChange(db: DbOrTrx, userId: number): Promise<void> {
  await sql`select pg_notify(${LIVE_ACCESS_CHANNEL}, ${String(userId)})`.execute(db);
}
