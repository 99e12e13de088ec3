/**
 * One pass of the round scheduler, restart-safe and single-runner: it works only from the database's
 * state, on one connection holding a session-level advisory lock, so when two api processes tick together
 * one of them skips. Each job runs in its own transaction: a failure is reported and retried next tick. Per
 * pass: create every game's rounds ahead with the one round planner (`planRounds`, ensure-planned-rounds.ts),
 * open/close rounds by the clock, close the yeekee rounds whose shooting ended (each in its own transaction:
 * result and settlement, or void under 20 shots; draw-games/yeekee/close-yeekee-round.ts), finish the
 * settlements left half-done (a round still `resulted`: the process died between its batches;
 * draw-games/settlement/resume-round-settlements.ts), void rounds whose result is past its deadline, and pay
 * the invite commissions of slips settled since (invites/pay-invite-commissions.ts), and return the money of
 * self-excluded players (player-protection/return-self-excluded-funds.ts).
 */
import { sql } from 'kysely';
import { pruneAuthThrottles } from '../auth/prune-auth-throttles';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { Trx } from '../db/transaction';
import { payInviteCommissions } from '../invites/pay-invite-commissions';
import { returnSelfExcludedFunds, selfExcludedWithFunds } from '../self-exclusion/return-self-excluded-funds';
import { runShopTick } from '../lottery-shop/run-shop-tick';
import { roundsLeftResulted } from '../draw-games/settlement/resume-round-settlements';
import { settleRoundInBatches } from '../draw-games/settlement/settle-round-in-batches';
import { closeYeekeeRoundInTrx } from '../draw-games/yeekee/close-yeekee-round';
import { dueYeekeeRoundIds } from '../draw-games/yeekee/due-yeekee-rounds';
import { commitYeekeeSecrets } from '../draw-games/yeekee/yeekee-secret';
import { advanceRoundStates } from '../draw-games/rounds/advance-round-states';
import { ENGINE_GAMES } from '../draw-games/rounds/draw-games';
import { ensurePlannedRounds } from '../draw-games/rounds/ensure-planned-rounds';
import { voidOverdueRounds } from '../draw-games/rounds/void-overdue-rounds';

/** Advisory lock key of the round scheduler (any constant bigint shared by all api processes). */
export const SCHEDULER_LOCK_KEY = 7_001_002;

export interface TickResult {
  ran: boolean;
  created: number;
  opened: number;
  closed: number;
  voided: number;
  /** Yeekee rounds resulted and settled from their shots this pass (those voided count in `voided`). */
  settled: number;
  /** Rounds left half-settled (still `resulted`) whose settlement this pass finished. */
  resumed: number;
  /** Jobs that failed this pass (each rolled back alone; the next tick retries them). */
  failed: string[];
}

/** `lotterySeedTickets`: tickets seeded per upcoming lottery-shop draw (0 = none; lottery-shop/shop-game.ts). */
export interface TickOptions {
  lotterySeedTickets?: number;
  /** Called with the job's name and error when one job fails (the others still run). */
  onJobError?: (job: string, err: unknown) => void;
  /**
   * The app's context, which settling a yeekee round needs (its settlement announces big wins and logs).
   * Without it the pass leaves yeekee rounds to a later pass that has it (the app's scheduler always does).
   */
  context?: AppContext;
}

export async function runSchedulerTick(db: Db, now: Date, options: TickOptions = {}): Promise<TickResult> {
  // one connection holds the session-level advisory lock for the whole pass; each job commits on its own,
  // so one failing job (logged, retried next tick) never rolls back the others
  return db.connection().execute(async (conn) => {
    const lock = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${SCHEDULER_LOCK_KEY}::bigint) as locked`.execute(conn);
    if (!lock.rows[0]?.locked)
      return { ran: false, created: 0, opened: 0, closed: 0, voided: 0, settled: 0, resumed: 0, failed: [] };
    const failed: string[] = [];
    const job = async <T>(name: string, fallback: T, run: (trx: Trx) => Promise<T>): Promise<T> => {
      try {
        return await conn.transaction().execute(run);
      } catch (err) {
        failed.push(name);
        options.onJobError?.(name, err);
        return fallback;
      }
    };
    try {
      let created = 0;
      // WEEKLY games that already have their cycles ahead need no planning this tick (TABLE games always
      // run: ops may have added an earlier calendar date)
      const ahead = await job(
        'count-ahead',
        new Map<string, number>(),
        async (trx) =>
          new Map(
            (
              await trx
                .selectFrom('rounds')
                .select(['game_code', (eb) => eb.fn.countAll<string | number>().as('n')])
                .where('state', 'in', ['scheduled', 'open'])
                .where('close_at', '>', now)
                .groupBy('game_code')
                .execute()
            ).map((r) => [r.game_code, Number(r.n)]),
          ),
      );
      for (const game of ENGINE_GAMES) {
        const full = (ahead.get(game.code) ?? 0) >= (game.schedule?.cyclesAhead ?? 10);
        if (game.schedule?.calendar === 'TABLE' || !full)
          created += await job(`rounds:${game.code}`, 0, (trx) => ensurePlannedRounds(trx, game, now));
      }
      created += await job(
        'lottery-shop',
        0,
        async (trx) => (await runShopTick(trx, now, options.lotterySeedTickets ?? 0)).created,
      );
      // yeekee: every planned round's secret is committed (its SHA-256 published) before it opens
      const context = options.context;
      if (context) await job('yeekee-commitments', 0, (trx) => commitYeekeeSecrets(context, trx));
      const { opened, closed } = await job('advance-states', { opened: 0, closed: 0 }, (trx) =>
        advanceRoundStates(trx, now),
      );
      // yeekee: each round whose shooting closed is resulted (or voided) and settled in its own transaction
      let settled = 0;
      let voided = 0;
      if (context)
        for (const id of await job('yeekee-due', [] as number[], (trx) => dueYeekeeRoundIds(trx, now))) {
          const outcome = await job(`yeekee:${id}`, null, (trx) => closeYeekeeRoundInTrx(context, trx, id, now));
          if (outcome === 'resulted') settled += 1;
          if (outcome === 'void') voided += 1;
        }
      // settlements left half-done: each round in its own bounded batches (settle-round-in-batches.ts)
      let resumed = 0;
      if (context)
        for (const id of await job('settlements-left', [] as number[], (trx) => roundsLeftResulted(trx))) {
          try {
            if ((await settleRoundInBatches(context, conn, id, { now })).settled) resumed += 1;
          } catch (err) {
            failed.push(`settlement:${id}`);
            options.onJobError?.(`settlement:${id}`, err);
          }
        }
      voided += await job('void-overdue', 0, (trx) => voidOverdueRounds(trx, now));
      // referrers' commission on their invited players' settled slips, once per slip (invites/pay-invite-commissions.ts)
      if (context)
        await job('invite-commissions', null, (trx) =>
          payInviteCommissions(trx, now, context.config.inviteCommissionBps),
        );
      // the money of self-excluded players goes back to them, each in their own transaction
      // (player-protection/return-self-excluded-funds.ts)
      for (const userId of await job('self-excluded-funds', [] as number[], (trx) => selfExcludedWithFunds(trx, now)))
        await job(`self-exclusion-return:${userId}`, null, (trx) => returnSelfExcludedFunds(trx, userId, now));
      // a cheap delete of auth throttle rows that no longer count (auth/prune-auth-throttles.ts)
      await job('prune-auth-throttles', 0, (trx) => pruneAuthThrottles(trx, now));
      return { ran: true, created, opened, closed, voided, settled, resumed, failed };
    } finally {
      await sql`select pg_advisory_unlock(${SCHEDULER_LOCK_KEY}::bigint)`.execute(conn).catch(() => undefined);
    }
  });
}
