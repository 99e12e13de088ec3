/**
 * Yeekee shots (issue 13, docs/game-rules.md "Yeekee"): 500 concurrent shooters in one round's last minute,
 * each firing its shots one after another through the real HTTP server (`POST /api/v1/yeekee/predict` with a
 * Bearer session) on PostgreSQL. Every shot of the round queues on the round's shot lock, then takes the live
 * layer's timetoken (it is pushed on `yeekee.<round id>`), so this is the round's serial path under load. The
 * load runs in a child process on loopback (plain keep-alive HTTP clients), so the server's event loop is its
 * own. Prints shots accepted per second and p50/p99 latency; then closes the round through the scheduler and
 * checks that every acknowledged shot is in the result.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { computeYeekeeResult } from 'shared-contracts';
import { createSession } from '../src/auth/sessions';
import { YEEKEE_GAME } from '../src/draw-games/rounds/draw-games';
import { runSchedulerTick } from '../src/scheduler/run-scheduler-tick';
import { createFundedPlayers } from '../src/test-support/direct-players';
import { percentile } from './bench-db';
import { receivePlan, runBench, withListeningApp } from './in-process-load';

const SHOOTERS = 500;
const SHOTS_PER_SHOOTER = Number(process.env.BENCH_SHOTS_PER_SHOOTER ?? 10);

interface Plan {
  url: string;
  roundId: string;
  tokens: string[];
}

interface Done {
  latencies: number[];
  failures: Record<string, number>;
  ms: number;
}

async function main() {
  await withListeningApp('2026-05-04T10:00:00+07:00', 20, async ({ bench: b, origin, built }) => {
    const url = `${origin}/api/v1/yeekee/predict`;
    const db = b.database.db;
    const round = await db
      .selectFrom('rounds')
      .selectAll()
      .where('game_code', '=', YEEKEE_GAME.code)
      .where('open_at', '<=', b.clock.now())
      .where('close_at', '>', b.clock.now())
      .executeTakeFirstOrThrow();
    const users = await db
      .selectFrom('users')
      .select(['id', 'customer_code'])
      .where('id', 'in', await createFundedPlayers(db, SHOOTERS, 100_00))
      .execute();
    const tokens: string[] = [];
    for (const u of users)
      tokens.push(
        (await createSession(db, { userId: u.id, customerCode: u.customer_code, now: b.clock.now(), ttlHours: 24 }))
          .token,
      );
    // the round's last minute (the manual clock stands still: every shot is inside the window)
    b.clock.set(new Date(round.result_expected_at.getTime() - 60_000));

    const child = fork(__filename, ['load'], { stdio: 'inherit' });
    const done = new Promise<Done>((resolve) => child.once('message', (m) => resolve(m as Done)));
    child.send({ url, roundId: String(round.id), tokens } satisfies Plan);
    const result = await done;
    const sorted = result.latencies.sort((x, y) => x - y);
    const failures = Object.values(result.failures).reduce((s, n) => s + n, 0);
    const accepted = sorted.length - failures;
    console.log(
      `yeekee shots: ${accepted} accepted of ${sorted.length} from ${SHOOTERS} concurrent shooters in ` +
        `${(result.ms / 1000).toFixed(2)} s → ${(accepted / (result.ms / 1000)).toFixed(0)} shots/s; ` +
        `latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
        `max ${sorted[sorted.length - 1]?.toFixed(1)} ms; failures ${JSON.stringify(result.failures)}`,
    );

    // close the shooting through the scheduler: every acknowledged shot must be in the result
    b.clock.set(round.result_expected_at);
    const tick = await runSchedulerTick(db, b.clock.now(), { context: built.ctx });
    const shots = await db
      .selectFrom('yeekee_shots')
      .select(['seq', 'number'])
      .where('round_id', '=', round.id)
      .where('seq', 'is not', null)
      .$narrowType<{ seq: number }>()
      .execute();
    const stored = await db
      .selectFrom('rounds')
      .select(['state', 'result'])
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    const { secret } = await db
      .selectFrom('yeekee_rounds')
      .select('secret')
      .where('round_id', '=', round.id)
      .executeTakeFirstOrThrow();
    const expected = computeYeekeeResult(shots, secret);
    console.log(
      `close: ${shots.length} shots stored for ${accepted} acknowledged, round ${stored.state} (tick settled ${tick.settled}), ` +
        `R ${(stored.result as { r?: string } | null)?.r} = recomputed ${expected.status === 'resulted' ? expected.r : expected.status}`,
    );
    child.kill();
  });
}

/** The child: 500 shooters, each firing its shots one after another on one keep-alive agent. */
async function load() {
  const { plan, agent } = await receivePlan<Plan>();
  const post = (token: string, body: string) =>
    new Promise<{ status: number; code: string }>((resolve, reject) => {
      const req = http.request(
        plan.url,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { service_code: string };
            resolve({ status: res.statusCode ?? 0, code: json.service_code });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const started = performance.now();
  await Promise.all(
    plan.tokens.map(async (token) => {
      for (let s = 0; s < SHOTS_PER_SHOOTER; s++) {
        const number = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
        const t0 = performance.now();
        const res = await post(token, JSON.stringify({ round_id: plan.roundId, number })).catch(() => ({
          status: 0,
          code: 'network',
        }));
        latencies.push(performance.now() - t0);
        if (res.status !== 201)
          failures[`${res.status} ${res.code}`] = (failures[`${res.status} ${res.code}`] ?? 0) + 1;
      }
    }),
  );
  const ms = performance.now() - started;
  process.send!({ latencies, failures, ms } satisfies Done, () => process.exit(0));
}

runBench(main, load);
