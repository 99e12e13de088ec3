/**
 * Bet placement through the real HTTP server on PostgreSQL (bench-server.ts): 50 concurrent players, each
 * placing slips of 10 random lines on the open Hanoi round with `POST /api/v1/hanoi/bet/normal` (bearer
 * session, Idempotency-Key, the whole use case: idempotency, round, restricted numbers, caps, ledger debit,
 * slip and lines). Prints slips/s, p50/p99 latency, and the ratio to pgbench's TPC-B tps on the same server
 * when `PGBENCH_TPS` is set (scripts/bench.mjs measures it first). Then checks the ledger stayed exact.
 * Figures only: never passes or fails on time.
 */
import { performance } from 'node:perf_hooks';
import { gameByCode } from 'shared-contracts';
import { percentile } from './bench-db';
import { registerFundedPlayers, startBenchServer } from './bench-server';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
const SLIPS_PER_PLAYER = Number(process.env.BENCH_SLIPS_PER_PLAYER ?? 40);
const KINDS = ['THREE_TOP', 'THREE_TOD', 'TWO_TOP', 'TWO_BOTTOM', 'RUN_TOP', 'RUN_BOTTOM', 'FOUR_TOP'] as const;
const DIGITS = { THREE_TOP: 3, THREE_TOD: 3, TWO_TOP: 2, TWO_BOTTOM: 2, RUN_TOP: 1, RUN_BOTTOM: 1, FOUR_TOP: 4 };

async function main() {
  const server = await startBenchServer({
    clockStart: '2026-05-14T10:00:00+07:00',
    poolSize: Number(process.env.BENCH_POOL_SIZE ?? 20),
  });
  try {
    const { http } = server;
    const db = server.bench.database.db;
    const game = gameByCode('VN')!;
    const round = await db
      .selectFrom('rounds')
      .select('id')
      .where('game_code', '=', 'VN')
      .where('open_at', '<=', new Date())
      .where('state', '=', 'open')
      .orderBy('close_at')
      .executeTakeFirst();
    const open =
      round ??
      (await db
        .selectFrom('rounds')
        .select('id')
        .where('game_code', '=', 'VN')
        .where('state', '=', 'open')
        .orderBy('close_at')
        .executeTakeFirstOrThrow());
    const tokens = await registerFundedPlayers(http, PLAYERS, 100_000);
    const url = `/${game.api.family}/bet/${game.api.type}`;
    const latencies: number[] = [];
    const failures = new Map<string, number>();
    // warm-up: one slip each (JIT, connections, plans), not counted
    await Promise.all(
      tokens.map((token, p) =>
        http.post(url, { round_id: String(open.id), lines: [{ kind: 'TWO_TOP', number: '00', amount: 1 }] }, token, {
          'idempotency-key': `warm-${p}`,
        }),
      ),
    );
    const started = performance.now();
    const cpu0 = server.cpuMs();
    await Promise.all(
      tokens.map(async (token, p) => {
        for (let s = 0; s < SLIPS_PER_PLAYER; s++) {
          const lines = Array.from({ length: 10 }, () => {
            const kind = KINDS[Math.floor(Math.random() * KINDS.length)]!;
            const number = String(Math.floor(Math.random() * 10 ** DIGITS[kind])).padStart(DIGITS[kind], '0');
            return { kind, number, amount: 1 + Math.floor(Math.random() * 50) };
          });
          const t0 = performance.now();
          const res = await http.post(url, { round_id: String(open.id), lines }, token, {
            'idempotency-key': `bench-${p}-${s}`,
          });
          latencies.push(performance.now() - t0);
          if (res.status !== 201) {
            const why = `${res.status} ${res.body?.service_code}`;
            failures.set(why, (failures.get(why) ?? 0) + 1);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuPerSlip = (server.cpuMs() - cpu0) / latencies.length;
    latencies.sort((x, y) => x - y);
    const failed = [...failures.values()].reduce((s, n) => s + n, 0);
    const slips = latencies.length - failed;
    const rate = slips / seconds;
    const tps = Number(process.env.PGBENCH_TPS ?? NaN);
    console.log(
      `bet placement over HTTP: ${slips} slips × 10 lines by ${PLAYERS} concurrent players in ${seconds.toFixed(2)} s → ` +
        `${rate.toFixed(1)} slips/s (${((slips * 10) / seconds).toFixed(0)} lines/s); ` +
        `latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms` +
        (Number.isFinite(tps) ? `; ${(rate / tps).toFixed(2)} × pgbench TPC-B (${tps.toFixed(0)} tps)` : '') +
        `; api server CPU ${cpuPerSlip.toFixed(2)} ms per slip` +
        (failed > 0 ? `; failures ${JSON.stringify(Object.fromEntries(failures))}` : ''),
    );
    const { sql } = await import('kysely');
    const check = await sql<{ unbalanced: number; drifted: number }>`
      select (select count(*)::int from (select transfer_id from ledger_postings group by transfer_id
                                          having sum(amount_satang) <> 0) x) as unbalanced,
             (select count(*)::int from ledger_accounts a
               where a.balance_satang <> coalesce((select sum(p.amount_satang) from ledger_postings p
                                                    where p.account_id = a.id), 0)) as drifted`.execute(db);
    console.log(`  ledger after the run: ${JSON.stringify(check.rows[0])} (both must be 0)`);
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
