/**
 * Cart benchmark of the government-lottery ticket shop: 100 concurrent players through the real API server
 * over HTTP (bench-server.ts) on PostgreSQL (BENCH_DATABASE_URL; a fresh database, dropped afterwards), the
 * shop round of the real 2026-05-02 draw seeded with 300,000 tickets. Each player runs OPS_PER_PLAYER cart
 * operations in a loop — search (2 random fixed digits), book a found number (1-2 tickets), read the cart,
 * now and then remove a number — then buys the cart; first as fast as the server answers (saturation), then
 * with a think time between clicks (BENCH_THINK_MS, 1000 on average). Prints p50/p95/p99/max per operation in
 * milliseconds, the throughput and the server's CPU per request. Figures only: never fails on time.
 */
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { BEFORE_2026_05_02, idemKey } from '../src/test-support/harness';
import { registerFundedPlayers, startBenchServer } from './bench-server';

const PLAYERS = 100;
const OPS_PER_PLAYER = 20;
/** Mean think time of the second phase, ms (BENCH_THINK_MS). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const SEED_TICKETS = 300_000;

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
  let t0 = performance.now();
  const server = await startBenchServer({
    clockStart: BEFORE_2026_05_02,
    poolSize: Number(process.env.BENCH_POOL_SIZE ?? 20),
    env: { LOTTERY_SEED_TICKETS: String(SEED_TICKETS) },
  });
  try {
    console.log(
      `api server started, migrated and seeded (${SEED_TICKETS} tickets) in ${(performance.now() - t0).toFixed(0)} ms`,
    );
    const { http } = server;
    t0 = performance.now();
    const players = (await registerFundedPlayers(http, PLAYERS, 10_000)).map((token) => ({ token }));
    console.log(`${PLAYERS} players registered with 10,000 baht in ${(performance.now() - t0).toFixed(0)} ms`);

    const digit = () => String(crypto.randomInt(0, 10));
    const think = (ms: number) =>
      ms > 0 ? new Promise((r) => setTimeout(r, crypto.randomInt(0, 2 * ms + 1))) : Promise.resolve();
    const run = async (token: string, thinkMs: number) => {
      const mine = new Map<string, number>();
      for (let i = 0; i < OPS_PER_PLAYER; i++) {
        await think(thinkMs);
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
    // two phases: players who click as fast as the server answers (a closed loop: the latency is the queue
    // at saturation), then players who think THINK_MS on average between clicks (what a player feels)
    for (const thinkMs of [0, THINK_MS]) {
      for (const xs of Object.values(samples)) xs.length = 0;
      t0 = performance.now();
      const cpu0 = server.cpuMs();
      await Promise.all(players.map((p) => run(p.token, thinkMs)));
      const wall = performance.now() - t0;
      const all = Object.values(samples).flat();
      const cpuPerRequest = (server.cpuMs() - cpu0) / all.length;
      console.log(
        `\n${PLAYERS} concurrent players × ${OPS_PER_PLAYER} rounds of search/book/cart (+remove, +checkout), ` +
          (thinkMs ? `thinking 0–${2 * thinkMs} ms between clicks` : 'no think time (saturation)'),
      );
      console.log('op        count    p50 ms   p95 ms   p99 ms   max ms');
      for (const [op, xs] of Object.entries(samples)) {
        const s = [...xs].sort((a, b) => a - b);
        console.log(
          `${op.padEnd(9)} ${String(s.length).padStart(6)} ${pct(s, 50).toFixed(1).padStart(9)} ${pct(s, 95).toFixed(1).padStart(8)} ${pct(s, 99).toFixed(1).padStart(8)} ${(s.at(-1) ?? NaN).toFixed(1).padStart(8)}`,
        );
      }
      const cartOps = [...samples.book, ...samples.cart, ...samples.remove].sort((a, b) => a - b);
      console.log(
        `cart ops (book+cart+remove)${thinkMs ? `, think ${thinkMs} ms` : ''}: p50 ${pct(cartOps, 50).toFixed(1)} ms, ` +
          `p99 ${pct(cartOps, 99).toFixed(1)} ms; all ${all.length} requests in ${(wall / 1000).toFixed(1)} s = ` +
          `${((all.length / wall) * 1000).toFixed(0)} req/s; api server CPU ${cpuPerRequest.toFixed(2)} ms per request`,
      );
    }
    console.log('outcomes:', outcomes);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
