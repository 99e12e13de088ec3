/**
 * Cart benchmark of the government-lottery ticket shop (issue 4): 100 concurrent players on a real
 * PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a fresh database
 * `bench_<random>` is created there and dropped afterwards), the shop round of the real 2026-05-02 draw
 * seeded with 300,000 tickets. Each player runs OPS_PER_PLAYER cart operations in a loop — search
 * (2 random fixed digits), book a found number (1-2 tickets), read the cart, now and then remove a
 * number — then buys the cart. Requests go through the whole Fastify stack with `app.inject` (no
 * sockets). Prints p50/p95/p99/max per operation, in milliseconds, and the throughput. Never fails on time.
 */
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app';
import { manualClock } from '../src/clock';
import { openPostgres } from '../src/db/database';
import { BEFORE_2026_05_02, Http, depositBaht, idemKey, registerPlayer, testConfig } from '../src/test-support/harness';

const PLAYERS = 100;
const OPS_PER_PLAYER = 20;
const SEED_TICKETS = 300_000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Op = 'search' | 'book' | 'cart' | 'remove' | 'checkout';
const samples: Record<Op, number[]> = { search: [], book: [], cart: [], remove: [], checkout: [] };
const outcomes: Record<string, number> = {};

async function timed<T extends { status: number; body: { service_code: string } }>(op: Op, run: () => Promise<T>) {
  const t0 = performance.now();
  const res = await run();
  samples[op].push(performance.now() - t0);
  const key = `${op} ${res.status} ${res.body.service_code}`;
  outcomes[key] = (outcomes[key] ?? 0) + 1;
  return res;
}

function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const name = `bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 20);
  try {
    let t0 = performance.now();
    const { app } = await buildApp(testConfig({ LOTTERY_SEED_TICKETS: String(SEED_TICKETS) }), {
      clock: manualClock(BEFORE_2026_05_02),
      database,
      serveStatic: false,
    });
    console.log(
      `app built, migrated and seeded (${SEED_TICKETS} tickets) in ${(performance.now() - t0).toFixed(0)} ms`,
    );
    const http = new Http(app);

    t0 = performance.now();
    const players: { token: string }[] = [];
    for (let i = 0; i < PLAYERS; i += 10) {
      const batch = await Promise.all(Array.from({ length: Math.min(10, PLAYERS - i) }, () => registerPlayer(http)));
      await Promise.all(batch.map((p) => depositBaht(http, p.token, 10_000)));
      players.push(...batch);
    }
    console.log(`${PLAYERS} players registered with 10,000 baht in ${(performance.now() - t0).toFixed(0)} ms`);

    const digit = () => String(crypto.randomInt(0, 10));
    const run = async (token: string) => {
      const mine = new Map<string, number>();
      for (let i = 0; i < OPS_PER_PLAYER; i++) {
        const found = await timed('search', () =>
          http.post('/lottery/search-number?limit=5', { first_number: digit(), sixth_number: digit() }),
        );
        const list = (found.body.data?.number_list ?? []) as { number: string; remaining: number }[];
        const pick = list[0];
        const total = [...mine.values()].reduce((s, a) => s + a, 0);
        if (pick && total < 50) {
          const amount = Math.min(pick.remaining, 1 + crypto.randomInt(0, 2)) + (mine.get(pick.number) ?? 0);
          const res = await timed('book', () =>
            http.post('/lottery/book', { bet_detail_list: [{ number: pick.number, amount }] }, token),
          );
          if (res.status === 200) mine.set(pick.number, amount);
        }
        await timed('cart', () => http.get('/lottery/cart', token));
        if (i % 5 === 4 && mine.size > 0) {
          const number = [...mine.keys()][0]!;
          const res = await timed('remove', () =>
            http.post('/lottery/book', { bet_detail_list: [{ number, amount: 0 }] }, token),
          );
          if (res.status === 200) mine.delete(number);
        }
      }
      if (mine.size > 0)
        await timed('checkout', () =>
          http.call('POST', '/lottery/bet', {
            token,
            body: { remark: '', uses: 0 },
            headers: { 'idempotency-key': idemKey('bench') },
          }),
        );
    };
    t0 = performance.now();
    await Promise.all(players.map((p) => run(p.token)));
    const wall = performance.now() - t0;

    const all: number[] = [];
    console.log(`\n${PLAYERS} concurrent players × ${OPS_PER_PLAYER} rounds of search/book/cart (+remove, +checkout)`);
    console.log('op        count    p50 ms   p95 ms   p99 ms   max ms');
    for (const [op, xs] of Object.entries(samples)) {
      const s = [...xs].sort((a, b) => a - b);
      all.push(...xs);
      console.log(
        `${op.padEnd(9)} ${String(s.length).padStart(6)} ${pct(s, 50).toFixed(1).padStart(9)} ${pct(s, 95).toFixed(1).padStart(8)} ${pct(s, 99).toFixed(1).padStart(8)} ${(s.at(-1) ?? NaN).toFixed(1).padStart(8)}`,
      );
    }
    const cartOps = [...samples.book, ...samples.cart, ...samples.remove].sort((a, b) => a - b);
    console.log(
      `cart ops (book+cart+remove): p50 ${pct(cartOps, 50).toFixed(1)} ms, p99 ${pct(cartOps, 99).toFixed(1)} ms; ` +
        `all ${all.length} requests in ${(wall / 1000).toFixed(1)} s = ${((all.length / wall) * 1000).toFixed(0)} req/s`,
    );
    console.log('outcomes:', outcomes);
    await app.close();
  } finally {
    await database.close().catch(() => undefined);
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
