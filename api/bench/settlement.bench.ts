/**
 * Settlement time of one Hanoi round holding 100,000 bet lines (10,000 slips of 10 lines by 1,000
 * players, written straight into the tables), from `POST backoffice/rounds/{id}/result/confirm`'s use
 * case (maker-checker: one operator entered the real XSMB draw, a second confirms it): derive digits,
 * settle every line, pay every winning slip through the ledger, audit, in one transaction.
 */
import { sql } from 'kysely';
import { readSharedCsv } from 'shared-contracts/testing/shared-data';
import { createOpsUser } from '../src/ops-accounts/create-ops-user';
import { confirmRoundResult } from '../src/draw-games/results/confirm-round-result';
import { enterRoundResult } from '../src/draw-games/results/enter-round-result';
import { runSchedulerTick } from '../src/draw-games/rounds/run-scheduler-tick';
import { createFundedPlayers } from '../src/test-support/direct-players';
import { openBenchDb } from './bench-db';

const SLIPS = 10_000;
const LINES_PER_SLIP = 10;

async function main() {
  const b = await openBenchDb('2026-05-14T10:00:00+07:00', 5);
  try {
    const db = b.database.db;
    await runSchedulerTick(db, b.clock.now());
    const round = await db
      .selectFrom('rounds')
      .selectAll()
      .where('game_code', '=', 'VN')
      .where('open_at', '<=', b.clock.now())
      .where('close_at', '>', b.clock.now())
      .executeTakeFirstOrThrow();
    const players = await createFundedPlayers(db, 1000, 1_000_00);
    const transfer = await db
      .selectFrom('ledger_transfers')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const t0 = performance.now();
    await sql`
      insert into bet_slips (slip_code, user_id, round_id, game_code, total_satang, transfer_id, created_at)
      select 'VNB' || lpad(g::text, 8, '0'), (${sql.val(players)}::bigint[])[1 + g % ${players.length}], ${round.id},
             'VN', ${LINES_PER_SLIP * 1000}, ${transfer.id}, now()
        from generate_series(1, ${SLIPS}) g`.execute(db);
    await sql`
      insert into bet_lines (slip_id, line_no, kind, number, amount_satang, rate_x100)
      select s.id, n,
             (array['THREE_TOP','THREE_TOD','TWO_TOP','TWO_BOTTOM','RUN_TOP','RUN_BOTTOM','FOUR_TOP','FOUR_ANY_ORDER','TWO_TOP','TWO_BOTTOM'])[n],
             case when n in (1, 2) then lpad((floor(random() * 1000))::int::text, 3, '0')
                  when n in (3, 4, 9, 10) then lpad((floor(random() * 100))::int::text, 2, '0')
                  when n in (5, 6) then (floor(random() * 10))::int::text
                  else lpad((floor(random() * 10000))::int::text, 4, '0') end,
             1000,
             (array[85000,12000,9200,9200,320,420,600000,24000,9200,9200])[n]
        from bet_slips s cross join generate_series(1, ${LINES_PER_SLIP}) n
       where s.round_id = ${round.id}`.execute(db);
    console.log(`setup: ${SLIPS * LINES_PER_SLIP} lines written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    b.clock.set('2026-05-14T18:05:00+07:00');
    const opsActor = async (username: string, role: 'admin' | 'operator', by: Parameters<typeof createOpsUser>[1]) => {
      const u = await createOpsUser(b.ctx, by, { username, password: `${username}-bench-password`, role });
      return { kind: 'ops' as const, opsUserId: Number(u.id), username, requestId: null };
    };
    const admin = await opsActor('bench-admin', 'admin', { kind: 'bootstrap-token', requestId: null });
    const maker = await opsActor('bench-maker', 'operator', admin);
    const checker = await opsActor('bench-checker', 'operator', admin);
    const xsmb = readSharedCsv('xsmb-draws.csv').find((r) => r.date === '2026-05-14')!;
    const raw = { special: xsmb.special, prize1: xsmb.prize1 };
    await enterRoundResult(b.ctx, maker, String(round.id), raw);
    const started = performance.now();
    const summary = await confirmRoundResult(b.ctx, checker, String(round.id), raw);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `settlement: ${summary.lines_settled} lines (${summary.lines_won} won, ${summary.total_payout} baht paid) in ${seconds.toFixed(2)} s`,
    );
  } finally {
    await b.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
