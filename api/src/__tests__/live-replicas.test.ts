/**
 * Three api replicas on one PostgreSQL and one Redis (issue 22: fan-out across replicas through Redis), each a
 * real process started as production starts it (`api/src/main.ts`, REDIS_URL set). Shooters fire yeekee shots
 * at all three in turn while a watcher long-polls the round's live channel on each replica; mid-crush one replica
 * is SIGKILLed (its watcher goes on at another replica from its last timetoken) and Redis is killed and started
 * again. Then: every acknowledged shot is stored and was seen by every watcher exactly once, in sequence order,
 * without a gap; every acknowledged bet slip placed meanwhile (at the three replicas in turn) is stored, a slip
 * whose answer the kill swallowed is answered once on a retry with its key, and the ledger reconciles; the shot
 * rate limit is one budget across the replicas (Redis), not one per replica.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { LIVE_ORIGIN_PATH, yeekeeRoundChannel } from 'shared-contracts';
import { createSession } from '../auth/sessions';
import type { Database } from '../db/database';
import { YEEKEE_GAME } from '../draw-games/rounds/draw-games';
import { createPostgresDatabase, postgresUnavailable, type PostgresTestDatabase } from '../test-support/databases';
import { createFundedPlayers } from '../test-support/direct-players';
import { ADMIN_TOKEN, BEFORE_2026_05_02, TEST_AUDIT_SIGNING_KEY } from '../test-support/harness';
import { freePort, hasRedisServer, startRedisServer } from '../test-support/redis-server';
import { waitUntil } from '../test-support/wait-until';

jest.setTimeout(240_000);

const ROOT = path.join(__dirname, '..', '..', '..');
const CLOCK_START = '2026-05-04T10:00:00+07:00';
const SHOOTERS = 40;
/** Each shooter's shots, and the per-player shot limit of the run (one window across the replicas). */
const SHOTS_EACH = 5;
/** Players placing bet slips on another game during the crush. */
const BETTORS = 8;

if (process.env.CI === 'true' && !hasRedisServer) throw new Error('redis-server is not on PATH (CI=true requires it)');
const describeReplicas = !postgresUnavailable && hasRedisServer ? describe : describe.skip;

interface Replica {
  base: string;
  process: ChildProcess;
  output: string;
}

describeReplicas('three api replicas on PostgreSQL and Redis', () => {
  let pg: PostgresTestDatabase;
  let db: Database;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const replicas: Replica[] = [];

  const startReplica = async (): Promise<Replica> => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: pg.url,
        REDIS_URL: redis.url,
        CLOCK_START,
        JWT_SECRET: 'replicas-test-secret-0123456789abcdef',
        ADMIN_API_TOKEN: ADMIN_TOKEN,
        YEEKEE_SECRET_KEY: 'replicas-test-yeekee-key-0123456789abcdef',
        AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
        RATE_LIMIT_YEEKEE_SHOT_PER_MINUTE: String(SHOTS_EACH),
        YEEKEE_MAX_SHOTS_PER_PLAYER: '19',
        LIVE_HOLD_SECONDS: '20',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const replica: Replica = { base: `http://127.0.0.1:${port}`, process: child, output: '' };
    child.stdout!.on('data', (d) => (replica.output += d));
    child.stderr!.on('data', (d) => (replica.output += d));
    await waitUntil('the replica answering /healthz', async () => {
      if (child.exitCode !== null) throw new Error(`replica exited: ${replica.output}`);
      return (await fetch(`${replica.base}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
        ? true
        : undefined;
    }).catch((e: Error) => {
      throw new Error(`${e.message}: ${replica.output}`);
    });
    replicas.push(replica);
    return replica;
  };

  beforeAll(async () => {
    pg = await createPostgresDatabase(BEFORE_2026_05_02);
    db = pg.open(4);
    redis = await startRedisServer();
    // one after the other: the first one's start-up prepares the day's rounds
    for (let i = 0; i < 3; i++) await startReplica();
  });

  afterAll(async () => {
    await Promise.all(
      replicas.map(async (r) => {
        if (r.process.exitCode !== null || r.process.signalCode !== null) return;
        const exited = new Promise((resolve) => r.process.once('exit', resolve));
        r.process.kill('SIGKILL');
        await exited;
      }),
    );
    redis?.stop();
    await pg?.drop();
  });

  it('a shot through one replica reaches the watchers of the others in order, through a replica kill and a Redis restart; no acknowledged slip is lost; rate limits are shared', async () => {
    const now = new Date(CLOCK_START);
    const round = await db.db
      .selectFrom('rounds')
      .select(['id', 'open_at', 'result_expected_at'])
      .where('game_code', '=', YEEKEE_GAME.code)
      .where('open_at', '<=', now)
      .where('result_expected_at', '>', new Date(now.getTime() + 5 * 60_000))
      .executeTakeFirstOrThrow();
    const channel = yeekeeRoundChannel(round.id);
    const users = await db.db
      .selectFrom('users')
      .select(['id', 'customer_code'])
      .where('id', 'in', await createFundedPlayers(db.db, SHOOTERS + 1 + BETTORS, 100_00))
      .orderBy('id')
      .execute();
    const tokens: string[] = [];
    for (const u of users)
      tokens.push(
        (await createSession(db.db, { userId: u.id, customerCode: u.customer_code, now, ttlHours: 24 })).token,
      );
    const live = (await fetch(`${replicas[0]!.base}/api/v1/live/token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[0]}` },
    }).then((r) => r.json())) as { data: { token: string; subscribe_key: string; uuid: string } };
    const { token, subscribe_key: sub, uuid } = live.data;

    // a watcher per replica: long polls from its cursor; `at` moves it to another replica (the same cursor)
    interface Watcher {
      at: number;
      seqs: number[];
      abort: AbortController;
      done: Promise<void>;
    }
    const watch = async (at: number): Promise<Watcher> => {
      const url = (r: number, tt: string) =>
        `${replicas[r]!.base}${LIVE_ORIGIN_PATH}/v2/subscribe/${sub}/${channel}/0?uuid=${uuid}&auth=${encodeURIComponent(token)}&tt=${tt}&tr=1`;
      const hs = (await fetch(url(at, '0')).then((r) => r.json())) as { t: { t: string } };
      const w: Watcher = { at, seqs: [], abort: new AbortController(), done: Promise.resolve() };
      w.done = (async () => {
        let tt = hs.t.t;
        while (!w.abort.signal.aborted) {
          const answer = await fetch(url(w.at, tt), { signal: w.abort.signal })
            .then((r) => r.json() as Promise<{ t: { t: string }; m: { d: { type: string; data: { seq: number } } }[] }>)
            .catch(() => null);
          if (!answer) {
            // its replica was killed under the poll: go on at another one from the same cursor
            if (replicas[w.at]!.process.exitCode !== null || replicas[w.at]!.process.signalCode !== null) w.at = 0;
            await new Promise((r) => setTimeout(r, 100));
            continue;
          }
          for (const m of answer.m) if (m.d.type === 'yeekee/shot') w.seqs.push(m.d.data.seq);
          tt = answer.t.t;
        }
      })();
      return w;
    };
    const watchers = [await watch(0), await watch(1), await watch(2)];

    // bettors: slips on the open Hanoi round at the replicas in turn until the crush is over; a request the killed
    // replica held has no answer, and its key is kept to be retried
    const betRound = await db.db
      .selectFrom('rounds')
      .select('id')
      .where('game_code', '=', 'VN')
      .where('open_at', '<=', now)
      .where('close_at', '>', new Date(now.getTime() + 5 * 60_000))
      .where('state', 'in', ['open', 'scheduled'])
      .executeTakeFirstOrThrow();
    const bettorTokens = tokens.slice(SHOOTERS + 1);
    const failures: string[] = [];
    let killed = false;
    const ackedSlips: string[] = [];
    const unanswered: { bearer: string; key: string; body: string }[] = [];
    let crushOver = false;
    const placeSlip = (base: string, bearer: string, key: string, body: string) =>
      fetch(`${base}/api/v1/hanoi/bet/normal`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', 'idempotency-key': key },
        body,
      });
    const betting = Promise.all(
      bettorTokens.map(async (bearer, b) => {
        for (let i = 0; !crushOver && i < 40; i++) {
          const key = `replica-slip-${b}-${i}`;
          const body = JSON.stringify({
            round_id: String(betRound.id),
            lines: [{ kind: 'TWO_TOP', number: String((b * 7 + i) % 100).padStart(2, '0'), amount: 1 }],
          });
          const target = replicas[2]!.process.exitCode === null && !killed ? i % 3 : i % 2;
          const res = await placeSlip(replicas[target]!.base, bearer, key, body).catch(() => null);
          if (!res) unanswered.push({ bearer, key, body });
          else {
            const answer = (await res.json()) as { service_code: string; data: { slip_id: string } };
            if (res.status === 201) ackedSlips.push(answer.data.slip_id);
            else failures.push(`bet ${res.status} ${answer.service_code}`);
          }
          await new Promise((r) => setTimeout(r, 15));
        }
      }),
    );

    // the crush: every shooter fires at the three replicas in turn; halfway, replica 2 dies and Redis restarts
    const acked: number[] = [];
    let fired = 0;
    const shoot = async (bearer: string, k: number) => {
      const target = replicas[2]!.process.exitCode === null && !killed ? k % 3 : k % 2;
      const res = await fetch(`${replicas[target]!.base}/api/v1/yeekee/predict`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ round_id: String(round.id), number: String(k % 100_000).padStart(5, '0') }),
      }).catch(() => null); // a request the killed replica held: the client never got an acknowledgement
      if (!res) return;
      const body = (await res.json()) as { service_code: string; data: { seq: number } };
      if (res.ok) acked.push(body.data.seq);
      else failures.push(`${res.status} ${body.service_code} ${JSON.stringify(body).slice(0, 200)}`);
    };
    await Promise.all(
      tokens.slice(1, SHOOTERS + 1).map(async (bearer, s) => {
        for (let i = 0; i < SHOTS_EACH; i++) {
          await shoot(bearer, s * SHOTS_EACH + i);
          fired += 1;
          if (fired === (SHOOTERS * SHOTS_EACH) / 2 && !killed) {
            killed = true;
            replicas[2]!.process.kill('SIGKILL');
            redis.stop();
            redis = await startRedisServer(redis.port);
          }
        }
      }),
    );
    expect(killed).toBe(true);
    crushOver = true;
    await betting;

    // the slips: every acknowledged one is stored; an unanswered one retried with its key is answered once
    for (const u of unanswered) {
      const res = await placeSlip(replicas[0]!.base, u.bearer, u.key, u.body);
      expect(res.status).toBe(201);
      ackedSlips.push(((await res.json()) as { data: { slip_id: string } }).data.slip_id);
    }
    const bettorIds = users.slice(SHOOTERS + 1).map((u) => u.id);
    const slips = await db.db
      .selectFrom('bet_slips')
      .select(['slip_code', 'user_id', 'total_satang'])
      .where('user_id', 'in', bettorIds)
      .execute();
    expect(ackedSlips.length).toBeGreaterThan(BETTORS * 2);
    expect(slips.map((s) => s.slip_code).sort()).toEqual([...new Set(ackedSlips)].sort());
    expect(ackedSlips.length).toBe(new Set(ackedSlips).size);
    const balances = await db.db
      .selectFrom('ledger_accounts')
      .select(['user_id', 'balance_satang'])
      .where('user_id', 'in', bettorIds)
      .execute();
    for (const b of balances) {
      const staked = slips.filter((s) => s.user_id === b.user_id).reduce((n, s) => n + Number(s.total_satang), 0);
      expect(Number(b.balance_satang)).toBe(100_00 - staked);
    }
    const ledger = await sql<{ unbalanced: number; drifted: number }>`
      select (select count(*)::int from (select transfer_id from ledger_postings group by transfer_id
                                          having sum(amount_satang) <> 0) x) as unbalanced,
             (select count(*)::int from ledger_accounts a
               where a.balance_satang <> coalesce((select sum(p.amount_satang) from ledger_postings p
                                                    where p.account_id = a.id), 0)) as drifted`.execute(db.db);
    expect(ledger.rows[0]).toEqual({ unbalanced: 0, drifted: 0 });

    // every acknowledged shot is stored, numbered 1..n without a gap
    const stored = await db.db
      .selectFrom('yeekee_shots')
      .select('seq')
      .where('round_id', '=', round.id)
      .orderBy('seq')
      .execute();
    expect(failures).toEqual([]);
    expect(acked.length).toBeGreaterThan(SHOOTERS * SHOTS_EACH * 0.8);
    expect(stored.map((s) => s.seq)).toEqual(Array.from({ length: stored.length }, (_, i) => i + 1));
    for (const seq of acked) expect(stored.some((s) => s.seq === seq)).toBe(true);
    expect(new Set(acked).size).toBe(acked.length);

    // every watcher saw every stored shot once, in sequence order (the killed replica's watcher too)
    await waitUntil(
      'every watcher to see every shot',
      async () => (watchers.every((w) => w.seqs.length >= stored.length) ? true : undefined),
      30_000,
    ).catch(() => undefined);
    for (const w of watchers) {
      w.abort.abort();
      expect(w.seqs).toEqual(stored.map((s) => s.seq));
    }
    await Promise.all(watchers.map((w) => w.done));

    // one limit across the replicas: a player's shots at two replicas share one window of SHOTS_EACH
    const statuses: number[] = [];
    for (let i = 0; i < SHOTS_EACH + 2; i++) {
      const res = await fetch(`${replicas[i % 2]!.base}/api/v1/yeekee/predict`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ round_id: String(round.id), number: '12345' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(SHOTS_EACH).fill(201), 429, 429]);
  });
});
