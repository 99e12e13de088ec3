/** Two api processes never run the scheduler at once: a tick that finds the advisory lock taken skips (PostgreSQL). */
import { sql } from 'kysely';
import { runSchedulerTick, SCHEDULER_LOCK_KEY } from '../scheduler/run-scheduler-tick';
import { BACKENDS } from '../test-support/databases';
import { useTestApp } from '../test-support/harness';

jest.setTimeout(60_000);

const onPostgres = BACKENDS.includes('postgres') ? describe : describe.skip;

onPostgres('scheduler lock on postgres', () => {
  const t = useTestApp('postgres');

  it('skips while another session holds the lock, runs once it is released', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = t.database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${SCHEDULER_LOCK_KEY}::bigint)`.execute(trx);
      locked();
      await held;
    });
    await isLocked;
    expect((await runSchedulerTick(t.database.db, t.clock.now())).ran).toBe(false);
    release();
    await holder;
    expect((await runSchedulerTick(t.database.db, t.clock.now())).ran).toBe(true);
  });
});
