/**
 * One pass of the round scheduler, restart-safe and single-runner: it works only from the database's
 * state, inside one transaction holding a transaction-scoped advisory lock, so when two api processes
 * tick together one of them skips. Per pass: create every draw game's rounds ahead (the Thai underground
 * from its calendar as in issue 2, the others from `planRounds`), open/close rounds by the clock, and void
 * rounds whose result is past its deadline.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { runShopTick } from '../lottery-shop/run-shop-tick';
import { advanceRoundStates } from './advance-round-states';
import { ENGINE_GAMES } from './draw-games';
import { ensurePlannedRounds } from './ensure-planned-rounds';
import { ensureUpcomingRounds } from './ensure-upcoming-rounds';
import { voidOverdueRounds } from './void-overdue-rounds';

/** Advisory lock key of the round scheduler (any constant bigint shared by all api processes). */
export const SCHEDULER_LOCK_KEY = 7_001_002;

export interface TickResult {
  ran: boolean;
  created: number;
  opened: number;
  closed: number;
  voided: number;
}

/** `lotterySeedTickets`: tickets seeded per upcoming lottery-shop draw (0 = none; lottery-shop/shop-game.ts). */
export interface TickOptions {
  lotterySeedTickets?: number;
}

export async function runSchedulerTick(db: Db, now: Date, options: TickOptions = {}): Promise<TickResult> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK_KEY}::bigint) as locked`.execute(trx);
    if (!lock.rows[0]?.locked) return { ran: false, created: 0, opened: 0, closed: 0, voided: 0 };
    // WEEKLY games that already have their cycles ahead need no planning this tick (TABLE games always
    // run: ops may have added an earlier calendar date)
    const ahead = new Map(
      (
        await trx
          .selectFrom('rounds')
          .select(['game_code', (eb) => eb.fn.countAll<string | number>().as('n')])
          .where('state', 'in', ['scheduled', 'open'])
          .where('close_at', '>', now)
          .groupBy('game_code')
          .execute()
      ).map((r) => [r.game_code, Number(r.n)]),
    );
    let created = 0;
    for (const game of ENGINE_GAMES) {
      const full = (ahead.get(game.code) ?? 0) >= (game.schedule?.cyclesAhead ?? 10);
      if (game.code === 'UG') created += await ensureUpcomingRounds(trx, game, now);
      else if (game.schedule?.calendar === 'TABLE' || !full) created += await ensurePlannedRounds(trx, game, now);
    }
    created += (await runShopTick(trx, now, options.lotterySeedTickets ?? 0)).created;
    const { opened, closed } = await advanceRoundStates(trx, now);
    const voided = await voidOverdueRounds(trx, now);
    return { ran: true, created, opened, closed, voided };
  });
}
