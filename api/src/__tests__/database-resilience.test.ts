/**
 * Issue 12, database resilience on real PostgreSQL: while the database refuses connections (as during a
 * restart) requests answer 503 E10503 with Retry-After, nothing changes and the process stays up; once
 * it is back the same pool reconnects by itself. One failing scheduler job no longer rolls back the
 * others: each commits on its own and the failure is reported.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { runSchedulerTick } from '../scheduler/run-scheduler-tick';
import { postgresUnavailable, TEST_DATABASE_URL } from '../test-support/databases';
import { depositBaht, registerPlayer, startTestApp, type TestApp } from '../test-support/harness';

jest.setTimeout(120_000);

const describePg = postgresUnavailable ? describe.skip : describe;

async function admin(q: string): Promise<void> {
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await c.connect();
  try {
    await c.query(q);
  } finally {
    await c.end();
  }
}

describePg('the api while PostgreSQL goes away and comes back', () => {
  let t: TestApp;
  let dbName: string;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    dbName = (await sql<{ n: string }>`select current_database() as n`.execute(t.database.db)).rows[0]!.n;
  });
  afterAll(async () => {
    await admin(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await t?.close();
  });

  it('answers 503 E10503 while the database is away, changes nothing, and reconnects by itself', async () => {
    const player = await registerPlayer(t.http);
    expect((await depositBaht(t.http, player.token, 100)).status).toBe(201);

    // the database goes away: no new connections, every pooled one terminated
    await admin(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
    await admin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${dbName}' AND pid <> pg_backend_pid()`,
    );

    const key = 'resilience-deposit-1';
    const away = await depositBaht(t.http, player.token, 50, key);
    expect(away.status).toBe(503);
    expect(away.body.service_code).toBe('E10503');
    expect(away.headers['retry-after']).toBe('2');
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json().service_code).toBe('E10503');

    // back: the same pool connects again; the retried key deposits exactly once
    await admin(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
    const retried = await depositBaht(t.http, player.token, 50, key);
    expect(retried.status).toBe(201);
    const again = await depositBaht(t.http, player.token, 50, key);
    expect(again.body.data.transaction_id).toBe(retried.body.data.transaction_id);
    const balance = await t.http.get('/wallet/balance', player.token);
    expect(balance.body.data.balance).toBe(150);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('runs each scheduler job in its own transaction: one failing job does not undo the others', async () => {
    const db = t.database.db;
    // the lottery-shop job cannot find its table; the draw games' jobs must still commit their rounds
    await sql`ALTER TABLE lottery_carts RENAME TO lottery_carts_away`.execute(db);
    try {
      const before = (await sql<{ n: number }>`select count(*)::int as n from rounds`.execute(db)).rows[0]!.n;
      t.clock.advance(3 * 24 * 3_600_000);
      const errors: string[] = [];
      const tick = await runSchedulerTick(db, t.clock.now(), { onJobError: (job) => errors.push(job) });
      expect(tick.ran).toBe(true);
      expect(tick.failed).toContain('lottery-shop');
      expect(errors).toContain('lottery-shop');
      expect(tick.created).toBeGreaterThan(0);
      const after = (await sql<{ n: number }>`select count(*)::int as n from rounds`.execute(db)).rows[0]!.n;
      expect(after - before).toBe(tick.created);
    } finally {
      await sql`ALTER TABLE lottery_carts_away RENAME TO lottery_carts`.execute(db);
    }
    const healed = await runSchedulerTick(db, t.clock.now());
    expect(healed.failed).toEqual([]);
  });

  it('gives every pooled connection statement, lock and idle-in-transaction timeouts', async () => {
    const r = await sql<{ s: string; l: string; i: string }>`
      select current_setting('statement_timeout') as s, current_setting('lock_timeout') as l,
             current_setting('idle_in_transaction_session_timeout') as i`.execute(t.database.db);
    expect(r.rows[0]).toEqual({ s: '15s', l: '5s', i: '30s' });
  });
});
