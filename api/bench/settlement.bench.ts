/**
 * Settlement time of a Hanoi round holding 100,000 bet lines (10,000 slips of 10 lines by 1,000
 * players, written straight into the tables), from `POST backoffice/rounds/{id}/result/confirm`'s use
 * case (maker-checker: one operator entered the real XSMB draw, a second confirms it): derive digits, read
 * and settle every pending line in memory, audit, then write and pay the slips in bounded batches
 * (draw-games/settlement/settle-round-in-batches.ts) until the round is settled.
 *
 * Two such rounds: the first (VNS) settles alone; during the second (VN), BETTORS other players place slips of
 * 10 lines back to back on another open round through the place-bet use case, and their latency is printed
 * for the same stream alone and during that settlement, to show that bets keep flowing. Then the ledger is
 * reconciled, every slip's payout against its one payout transfer. Figures only: never passes or fails on time.
 */
import { PENDING_LINES_PER_SLIP, writePendingSlips } from './write-pending-slips';
import { sql } from 'kysely';
import { gameByCode } from 'shared-contracts';
import { readSharedCsv } from 'shared-contracts/testing/shared-data';
import { placeBet } from '../src/draw-games/bets/place-bet';
import { confirmRoundResult } from '../src/draw-games/results/confirm-round-result';
import { enterRoundResult } from '../src/draw-games/results/enter-round-result';
import { runSchedulerTick } from '../src/scheduler/run-scheduler-tick';
import { createOpsUser } from '../src/ops-accounts/create-ops-user';
import { createFundedPlayers } from '../src/test-support/direct-players';
import { openBenchDb, percentile } from './bench-db';

const SLIPS = 10_000;

const BETTORS = Number(process.env.BENCH_SETTLEMENT_BETTORS ?? 8);
/** How long the bet stream runs alone before the settlement starts (its baseline), ms. */
const BASELINE_MS = 3_000;

async function main() {
  const b = await openBenchDb('2026-05-14T10:00:00+07:00', BETTORS + 4);
  try {
    const db = b.database.db;
    await runSchedulerTick(db, b.clock.now());
    const roundOf = (game: string) =>
      db
        .selectFrom('rounds')
        .selectAll()
        .where('game_code', '=', game)
        .where('open_at', '<=', b.clock.now())
        .where('close_at', '>', b.clock.now())
        .executeTakeFirstOrThrow();
    // VNS (Hanoi special, closes 17:00) settles alone; VN (closes 18:00) while bets flow on another round
    const alone = await roundOf('VNS');
    const busy = await roundOf('VN');
    const players = await createFundedPlayers(db, 1000, 1_000_00);
    const transfer = await db
      .selectFrom('ledger_transfers')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const t0 = performance.now();
    for (const round of [alone, busy]) {
      await writePendingSlips(db, { round, players, transferId: transfer.id, slips: SLIPS, tag: 'B' });
    }
    await sql`analyze bet_slips`.execute(db);
    await sql`analyze bet_lines`.execute(db);
    console.log(
      `setup: 2 rounds of ${SLIPS * PENDING_LINES_PER_SLIP} lines written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    b.clock.set('2026-05-14T18:05:00+07:00');
    await runSchedulerTick(db, b.clock.now());
    const opsActor = async (username: string, role: 'admin' | 'operator', by: Parameters<typeof createOpsUser>[1]) => {
      const u = await createOpsUser(b.ctx, by, { username, password: `${username}-bench-password`, role });
      return { kind: 'ops' as const, opsUserId: Number(u.id), username, requestId: null };
    };
    const admin = await opsActor('bench-admin', 'admin', { kind: 'bootstrap-token', requestId: null });
    const maker = await opsActor('bench-maker', 'operator', admin);
    const checker = await opsActor('bench-checker', 'operator', admin);
    const xsmb = readSharedCsv('xsmb-draws.csv').find((r) => r.date === '2026-05-14')!;
    const raw = { special: xsmb.special, prize1: xsmb.prize1 };
    const settle = async (round: { id: number }) => {
      await enterRoundResult(b.ctx, maker, String(round.id), raw);
      const started = performance.now();
      const summary = await confirmRoundResult(b.ctx, checker, String(round.id), raw);
      const seconds = (performance.now() - started) / 1000;
      const { state } = await db
        .selectFrom('rounds')
        .select('state')
        .where('id', '=', round.id)
        .executeTakeFirstOrThrow();
      return {
        seconds,
        text: `${summary.lines_settled} lines (${summary.lines_won} won, ${summary.total_payout} baht paid) in ${seconds.toFixed(2)} s → round ${state}`,
      };
    };

    console.log(`settlement alone: ${(await settle(alone)).text}`);

    // VN's result is due at 18:30 and none is taken before (issue 20); no scheduler pass runs meanwhile
    b.clock.set('2026-05-14T18:35:00+07:00');
    // the bet stream: another game's round open past 19:35 that takes two-digit bets
    const other = await db
      .selectFrom('rounds')
      .select(['id', 'game_code'])
      .where('state', '=', 'open')
      .where('game_code', 'not in', ['VN', 'VNS'])
      .where('open_at', '<=', b.clock.now())
      .where('close_at', '>', new Date(b.clock.now().getTime() + 3_600_000))
      .orderBy('close_at')
      .execute();
    const target = other.find((r) => gameByCode(r.game_code)?.betKinds.some((k) => k.kind === 'TWO_TOP'));
    if (!target) throw new Error('no round open at 18:35 for the bet stream');
    const game = gameByCode(target.game_code)!;
    const bettors = await createFundedPlayers(db, BETTORS, 1_000_000_00);
    let phase: 'warm-up' | 'baseline' | 'settlement' | 'stop' = 'warm-up';
    const latencies = { baseline: [] as number[], settlement: [] as number[] };
    const refused = new Map<string, number>();
    let seq = 0;
    const stream = Promise.all(
      bettors.map(async (userId) => {
        while (phase !== 'stop') {
          const lines = Array.from({ length: 10 }, () => ({
            kind: 'TWO_TOP',
            number: String(Math.floor(Math.random() * 100)).padStart(2, '0'),
            amount: 1,
          }));
          const key = `bench-${++seq}`;
          const at = phase;
          const started = performance.now();
          try {
            await placeBet(b.ctx, {
              userId,
              game,
              roundId: String(target.id),
              remark: '',
              lines,
              idempotencyKey: key,
              requestHash: key,
            });
            if (at === 'baseline' || at === 'settlement') latencies[at].push(performance.now() - started);
          } catch (e) {
            const code = (e as { code?: string }).code ?? (e as Error).message.slice(0, 60);
            refused.set(code, (refused.get(code) ?? 0) + 1);
            // a refusal can come before any I/O (the lines are checked first): without a turn of the event loop
            // here, eight such loops would keep the settlement and every open transaction waiting forever
            await new Promise((r) => setImmediate(r));
          }
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 500));
    phase = 'baseline';
    await new Promise((r) => setTimeout(r, BASELINE_MS));
    phase = 'settlement';
    const during = await settle(busy);
    phase = 'stop';
    await stream;
    const show = (xs: number[], ms: number) => {
      xs.sort((x, y) => x - y);
      return (
        `${xs.length} slips (${((xs.length / ms) * 1000).toFixed(0)}/s), p50 ${percentile(xs, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(xs, 99).toFixed(1)} ms, max ${(xs[xs.length - 1] ?? 0).toFixed(1)} ms`
      );
    };
    console.log(`settlement while ${BETTORS} players bet on ${target.game_code}: ${during.text}`);
    console.log(`  their slips of 10 lines through place-bet, alone:  ${show(latencies.baseline, BASELINE_MS)}`);
    console.log(
      `  … during the settlement:                       ${show(latencies.settlement, during.seconds * 1000)}`,
    );
    if (refused.size) console.log(`  refused: ${JSON.stringify(Object.fromEntries(refused))}`);

    const check = await sql<{ unbalanced: number; drifted: number; paid_wrong: number }>`
      select (select count(*)::int from (select transfer_id from ledger_postings group by transfer_id
                                          having sum(amount_satang) <> 0) x) as unbalanced,
             (select count(*)::int from ledger_accounts a
               where a.balance_satang <> coalesce((select sum(p.amount_satang) from ledger_postings p
                                                    where p.account_id = a.id), 0)) as drifted,
             (select count(*)::int from bet_slips s
               where s.round_id in (${alone.id}, ${busy.id}) and s.payout_satang <> coalesce((
                     select sum(p.amount_satang) from ledger_transfers t join ledger_postings p on p.transfer_id = t.id
                      join ledger_accounts a on a.id = p.account_id and a.kind = 'player'
                      where t.idempotency_scope = 'payout' and t.idempotency_key = s.slip_code), 0)) as paid_wrong`.execute(
      db,
    );
    console.log(`  ledger after the run: ${JSON.stringify(check.rows[0])} (all must be 0)`);
  } finally {
    await b.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
