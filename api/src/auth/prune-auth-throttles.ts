/**
 * Deletes auth_throttles rows untouched for PIN_BLOCK_MAX_MINUTES (24 h). Such rows no longer count:
 * login.ts starts a row afresh after a quiet day and request-otp.ts after its hour, so removing them
 * changes no answer; it only keeps the table small (rows exist for every phone ever asked about).
 * Meant for the scheduler (once an hour is plenty). Returns how many rows went.
 */
import type { DbOrTrx } from '../db/transaction';
import { PIN_BLOCK_MAX_MINUTES } from './check-pin';

export async function pruneAuthThrottles(db: DbOrTrx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PIN_BLOCK_MAX_MINUTES * 60_000);
  const res = await db
    .deleteFrom('auth_throttles')
    .where('updated_at', '<=', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
