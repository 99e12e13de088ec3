/**
 * Runs the scheduler tick every `intervalMs` (never two ticks of one process at once). A tick that fails
 * (the database is away) is logged and the next one runs as usual, so the scheduler resumes by itself.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { runSchedulerTick, type TickOptions } from './run-scheduler-tick';

export interface Scheduler {
  stop(): Promise<void>;
}

export function startScheduler(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  intervalMs: number,
  tickOptions: TickOptions = {},
): Scheduler {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runSchedulerTick(db, clock.now(), {
      ...tickOptions,
      onJobError: (job, err) => log.error({ err, job }, 'scheduler job failed (retried next tick)'),
    })
      .then((r) => {
        if (r.created || r.opened || r.closed || r.voided || r.settled) log.info(r, 'scheduler: rounds updated');
      })
      .catch((err) => log.error({ err }, 'scheduler tick failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
