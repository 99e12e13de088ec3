/**
 * Bet placement throughput on PostgreSQL: 50 concurrent players each placing slips of 10 lines on the
 * open Hanoi round through the real use case (one transaction per slip: idempotency, round lock,
 * restricted numbers, ledger debit, per-number totals, slip and lines). Prints slips/s and p50/p99 latency.
 */
import { gameByCode } from 'shared-contracts';
import { placeBet } from '../src/draw-games/bets/place-bet';
import { runSchedulerTick } from '../src/draw-games/rounds/run-scheduler-tick';
import { createFundedPlayers } from '../src/test-support/direct-players';
import { openBenchDb, percentile } from './bench-db';

const PLAYERS = 50;
const SLIPS_PER_PLAYER = Number(process.env.BENCH_SLIPS_PER_PLAYER ?? 40);
const KINDS = ['THREE_TOP', 'THREE_TOD', 'TWO_TOP', 'TWO_BOTTOM', 'RUN_TOP', 'RUN_BOTTOM', 'FOUR_TOP'] as const;
const DIGITS = { THREE_TOP: 3, THREE_TOD: 3, TWO_TOP: 2, TWO_BOTTOM: 2, RUN_TOP: 1, RUN_BOTTOM: 1, FOUR_TOP: 4 };

async function main() {
  const b = await openBenchDb('2026-05-14T10:00:00+07:00', 25);
  try {
    await runSchedulerTick(b.database.db, b.clock.now());
    const game = gameByCode('VN')!;
    const round = await b.database.db
      .selectFrom('rounds')
      .select('id')
      .where('game_code', '=', 'VN')
      .where('open_at', '<=', b.clock.now())
      .where('close_at', '>', b.clock.now())
      .executeTakeFirstOrThrow();
    const players = await createFundedPlayers(b.database.db, PLAYERS, 10_000_000_00);
    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      players.map(async (userId, p) => {
        for (let s = 0; s < SLIPS_PER_PLAYER; s++) {
          const lines = Array.from({ length: 10 }, () => {
            const kind = KINDS[Math.floor(Math.random() * KINDS.length)]!;
            const number = String(Math.floor(Math.random() * 10 ** DIGITS[kind])).padStart(DIGITS[kind], '0');
            return { kind, number, amount: 1 + Math.floor(Math.random() * 50) };
          });
          const t0 = performance.now();
          try {
            await placeBet(b.ctx, {
              userId,
              game,
              roundId: String(round.id),
              remark: '',
              lines,
              idempotencyKey: `bench-${p}-${s}`,
              requestHash: `h-${p}-${s}`,
            });
          } catch {
            failures += 1;
          }
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((x, y) => x - y);
    const slips = latencies.length - failures;
    console.log(
      `bet placement: ${slips} slips × 10 lines by ${PLAYERS} concurrent players in ${seconds.toFixed(2)} s → ` +
        `${(slips / seconds).toFixed(1)} slips/s (${((slips * 10) / seconds).toFixed(0)} lines/s); ` +
        `latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; failures ${failures}`,
    );
  } finally {
    await b.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
