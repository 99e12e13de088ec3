/**
 * One pass of the round scheduler, restart-safe and single-runner: it works only from the database's
 * state, inside one transaction holding a transaction-scoped advisory lock, so when two api processes
 * tick together one of them skips.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { advanceRoundStates } from './advance-round-states';
import { ensureUpcomingRounds } from './ensure-upcoming-rounds';
import { TABLE_GAMES } from './table-games';

/** Advisory lock key of the round scheduler (any constant bigint shared by all api processes). */
export const SCHEDULER_LOCK_KEY = 7_001_002;

export interface TickResult {
  ran: boolean;
  created: number;
  opened: number;
  closed: number;
}

export async function runSchedulerTick(db: Db, now: Date): Promise<TickResult> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK_KEY}::bigint) as locked`.execute(trx);
    if (!lock.rows[0]?.locked) return { ran: false, created: 0, opened: 0, closed: 0 };
    let created = 0;
    for (const game of TABLE_GAMES) created += await ensureUpcomingRounds(trx, game, now);
    const { opened, closed } = await advanceRoundStates(trx, now);
    return { ran: true, created, opened, closed };
  });
}
