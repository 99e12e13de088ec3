/** Revokes every open session of a player (all devices), but `keepSessionId` when given. Returns how many. */
import type { DbOrTrx } from '../db/transaction';

export async function revokeUserSessions(
  db: DbOrTrx,
  userId: number,
  now: Date,
  keepSessionId?: number,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
  const res = await query.executeTakeFirst();
  return Number(res.numUpdatedRows);
}
