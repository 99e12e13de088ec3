/**
 * Retention of the live layer (live/channel-policy.ts `retentionDays`): deletes messages past their expiry
 * (their actions go with them) and removed reactions older than a day (kept that long for subscribers that
 * were away). It runs on publish, at most every PRUNE_EVERY_MS of the server clock per process
 * (`pruneLiveHistoryIfDue`), so it needs no scheduler job; every channel is pruned, not only the one
 * published to.
 */
import type { Db } from '../db/database';
import { timetokenAt } from './timetokens';

/** How often publishes prune, at most (ms of the server clock). */
export const PRUNE_EVERY_MS = 10 * 60_000;
const REMOVED_ACTIONS_KEPT_MS = 86_400_000;

/** Deletes what has expired at `now`; returns the number of messages deleted. */
export async function pruneLiveHistory(db: Db, now: Date): Promise<number> {
  const gone = await db.deleteFrom('live_messages').where('expires_at', '<=', now).executeTakeFirst();
  const before = timetokenAt(new Date(now.getTime() - REMOVED_ACTIONS_KEPT_MS)).toString();
  await db
    .deleteFrom('live_message_actions')
    .where('removed_timetoken', 'is not', null)
    .where('removed_timetoken', '<', before)
    .execute();
  return Number(gone.numDeletedRows);
}

const lastPrune = new WeakMap<Db, number>();

/** Prunes when the last prune of this process on `db` is PRUNE_EVERY_MS old (or there was none). */
export async function pruneLiveHistoryIfDue(db: Db, now: Date): Promise<void> {
  const last = lastPrune.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now.getTime());
  await pruneLiveHistory(db, now);
}
