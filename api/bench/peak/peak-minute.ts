/**
 * The peak minute (`npm run peak`, after pgbench's reference): the real api (`api/src/main.ts` as its own
 * process, WEB_CONCURRENCY=2 with Redis, else one process) on a fresh PostgreSQL database, through real sockets,
 * for the last minute of one yeekee round, with everything at once:
 *
 * - 1,000 shooters firing `POST yeekee/predict` as fast as they are answered, up to the per-player cap (raised
 *   for the run to the most the server allows, 19);
 * - 1,000 watchers of the round's live feed (subscribe long polls of `yeekee.<round id>`): shot → feed time;
 * - 200 players placing slips of 10 lines on other draw games;
 * - 2,000 chat subscribers held on `channel-public`, with one chat message a second timed to each;
 * - the previous round (Hanoi, 100,000 lines) settling: its result confirmed by a second operator as the
 *   minute starts.
 *
 * The load runs in two child processes (peak-yeekee-load.ts, peak-side-load.ts); this process sets up the
 * database (peak-setup.ts), starts the server, plays the operators, and prints the table (peak-report.ts) and
 * the checks (peak-checks.ts). Counts come from PEAK_* (peak-settings.ts). It never fails on time; it exits 1
 * when a check fails.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { openBenchDb } from '../bench-db';
import { startBenchServer, type BenchServer } from '../bench-server';
import { ADMIN_TOKEN, TEST_AUDIT_SIGNING_KEY, createOpsUser, opsLogin } from '../../src/test-support/harness';
import { hasRedisServer, startRedisServer } from '../../src/test-support/redis-server';
import { checkPeakRun } from './peak-checks';
import type { FromChild, SideDone, SidePlan, ToChild, YeekeeDone, YeekeePlan } from './peak-messages';
import { peakReportLines } from './peak-report';
import { readPeakSettings } from './peak-settings';
import { PEAK_SETUP_CLOCK, preparePeakDatabase } from './peak-setup';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The messages of a child, one at a time, in order; rejects when the child exits first. */
function inbox(child: ChildProcess, name: string): () => Promise<FromChild> {
  const queue: FromChild[] = [];
  const waiting: { resolve: (m: FromChild) => void; reject: (e: Error) => void }[] = [];
  child.on('message', (m) => {
    const w = waiting.shift();
    if (w) w.resolve(m as FromChild);
    else queue.push(m as FromChild);
  });
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`the ${name} load exited with ${code}`));
  });
  return () =>
    queue.length > 0
      ? Promise.resolve(queue.shift()!)
      : child.exitCode !== null
        ? Promise.reject(new Error(`the ${name} load exited with ${child.exitCode}`))
        : new Promise((resolve, reject) => waiting.push({ resolve, reject }));
}

/** The next message of a child, which must be `kind` and come within `ms` (a stuck child fails the run). */
async function expect<K extends FromChild['kind']>(next: () => Promise<FromChild>, kind: K, ms = 300_000) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${kind} from a load child within ${ms / 1000} s`)), ms);
  });
  try {
    const m = await Promise.race([next(), late]);
    if (m.kind !== kind) throw new Error(`expected ${kind} from a load child, got ${m.kind}`);
    return m as Extract<FromChild, { kind: K }>;
  } finally {
    clearTimeout(timer);
  }
}

async function main(): Promise<number> {
  const s = readPeakSettings();
  const tps = Number(process.env.PGBENCH_TPS ?? NaN);
  const redis = process.env.REDIS_URL
    ? { url: process.env.REDIS_URL, stop: () => {} }
    : hasRedisServer
      ? await startRedisServer()
      : null;
  const workers = s.webConcurrency ?? (redis ? 2 : 1);
  if (workers > 1 && !redis) throw new Error('PEAK_WEB_CONCURRENCY above 1 needs Redis (redis-server or REDIS_URL)');
  const b = await openBenchDb(PEAK_SETUP_CLOCK, 4);
  let server: BenchServer | undefined;
  const children: ChildProcess[] = [];
  let cleaned: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      for (const c of children) if (c.exitCode === null) c.kill();
      if (server) await server.stop();
      else await b.drop();
      redis?.stop();
    })());
  // an interrupted run (Ctrl-C, a timeout) still stops its processes and drops its database
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  try {
    let t = performance.now();
    const setup = await preparePeakDatabase(b, s);
    console.log(
      `setup: ${s.shooters + s.bettors + 1} players with sessions, ${setup.settle.lines} lines on the previous round ` +
        `in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    t = performance.now();
    server = await startBenchServer({
      clockStart: setup.clockStart,
      poolSize: s.poolSize,
      bench: b,
      env: {
        WEB_CONCURRENCY: String(workers),
        ...(redis ? { REDIS_URL: redis.url } : {}),
        YEEKEE_MAX_SHOTS_PER_PLAYER: String(s.shotsPerShooter),
        // the round's secret commitment was made by the setup's scheduler pass: the server derives the same
        YEEKEE_SECRET_KEY: b.ctx.config.yeekeeSecretKey,
        AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
        OPS_NEW_ACCOUNT_HOLD_HOURS: '0',
        RATE_LIMIT_OPS_LOGIN_PER_MINUTE: '1000000',
        PASSWORD_HASH_MEMORY_KIB: '1024',
        PASSWORD_HASH_PASSES: '1',
        // the round closes within a second of its shooting close
        SCHEDULER_INTERVAL_MS: '1000',
      },
    });
    const { http } = server;
    console.log(
      `server: ${server.pids().length} processes up in ${((performance.now() - t) / 1000).toFixed(1)} s ` +
        `(${workers} api worker${workers > 1 ? 's' : ''}${redis ? `, Redis ${redis.url}` : ''})`,
    );

    await createOpsUser(http, ADMIN_TOKEN, 'peak-admin');
    const admin = await opsLogin(http, 'peak-admin');
    await createOpsUser(http, admin, 'peak-maker', 'operator');
    await createOpsUser(http, admin, 'peak-checker', 'operator');
    const maker = await opsLogin(http, 'peak-maker');
    const checker = await opsLogin(http, 'peak-checker');

    // the server's clock (CLOCK_START, then real time): the minute is in its time
    let offset = Infinity;
    for (let i = 0; i < 5; i++) {
      const t0 = Date.now();
      const st = await http.get<{ server_time: string }>('/yeekee/winning-number/status');
      offset = Math.min(offset, Date.parse(st.body.data.server_time) - (t0 + Date.now()) / 2);
    }
    const wallOf = (serverTime: Date) => serverTime.getTime() - offset;

    const rssBefore = server.rssBytes();
    const yeekeeChild = fork(path.join(__dirname, 'peak-yeekee-load.ts'), [], { stdio: 'inherit' });
    const sideChild = fork(path.join(__dirname, 'peak-side-load.ts'), [], { stdio: 'inherit' });
    children.push(yeekeeChild, sideChild);
    const fromYeekee = inbox(yeekeeChild, 'yeekee');
    const fromSide = inbox(sideChild, 'side');
    yeekeeChild.send({
      kind: 'yeekee',
      origin: server.baseUrl,
      roundId: setup.yeekee.roundId,
      shooterTokens: setup.shooterTokens,
      shotsPerShooter: s.shotsPerShooter,
      watchers: s.watchers,
      feedSample: s.feedSample,
    } satisfies YeekeePlan);
    sideChild.send({
      kind: 'side',
      origin: server.baseUrl,
      bettorTokens: setup.bettorTokens,
      betRounds: setup.betRounds,
      chatSubscribers: s.chatSubscribers,
      publisherToken: setup.publisherToken,
      chatGapMs: s.chatGapMs,
    } satisfies SidePlan);
    const held = (await expect(fromYeekee, 'held')).connections + (await expect(fromSide, 'held')).connections;
    await sleep(1000);
    const rssHeld = server.rssBytes();
    console.log(`load: ${held} long polls held; the minute starts at ${setup.minuteStart.toISOString()} server time`);

    const lateSeconds = Math.max(0, (Date.now() - wallOf(setup.minuteStart)) / 1000);
    await sleep(wallOf(setup.minuteStart) - Date.now());
    const cpu0 = server.cpuMs();
    const go: ToChild = { kind: 'go', endAt: wallOf(setup.minuteEnd) };
    yeekeeChild.send(go);
    sideChild.send(go);
    // the previous round's result arrives: entered by one operator, confirmed (and settled) by another
    const settling = (async () => {
      const round = `/backoffice/rounds/${setup.settle.roundId}/result`;
      const entered = await http.post(round, setup.settle.raw, maker);
      if (entered.status >= 300)
        return { ms: 0, status: entered.status, summary: `entry refused: ${entered.body?.message}` };
      const t0 = performance.now();
      const res = await http.post(`${round}/confirm`, setup.settle.raw, checker);
      const d = res.body?.data as { lines_settled?: number; lines_won?: number; total_payout?: number } | undefined;
      return {
        ms: performance.now() - t0,
        status: res.status,
        summary:
          res.status === 200
            ? `${d?.lines_settled} lines settled, ${d?.lines_won} won, ${d?.total_payout} baht paid`
            : `${res.body?.service_code} ${res.body?.message}`,
      };
    })();

    const side = (await expect(fromSide, 'done')) as SideDone;
    await expect(fromYeekee, 'shots-done');
    const db = b.database.db;
    const roundId = Number(setup.yeekee.roundId);
    const closeBy = wallOf(setup.minuteEnd) + 60_000;
    let state = '';
    while (Date.now() < closeBy) {
      state = (await db.selectFrom('rounds').select('state').where('id', '=', roundId).executeTakeFirstOrThrow()).state;
      if (['resulted', 'settled', 'void'].includes(state)) break;
      await sleep(100);
    }
    const closeMs = Date.now() - wallOf(setup.minuteEnd);
    yeekeeChild.send({ kind: 'finish' } satisfies ToChild);
    const yeekee = (await expect(fromYeekee, 'done')) as YeekeeDone;
    const settlement = await settling;
    const cpuMs = server.cpuMs() - cpu0;

    console.log('');
    for (const line of peakReportLines({
      settings: s,
      setup,
      tps,
      workers,
      redis: redis !== null,
      yeekee,
      side,
      settlement,
      closeMs,
      rss: { before: rssBefore, held: rssHeld, connections: held },
      cpu: { ms: cpuMs, requests: yeekee.requests + side.requests + 2, processes: server.pids().length },
      lateSeconds,
    }))
      console.log(line);

    const checks = await checkPeakRun({ server, adminToken: admin, setup, acked: yeekee.acked, slips: side.slips });
    console.log('');
    for (const c of checks) console.log(`  ${c.ok ? '✓' : '✗'} ${c.text}`);
    return checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
