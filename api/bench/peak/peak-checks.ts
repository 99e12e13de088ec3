/**
 * What must hold after the peak minute, whatever the times (the run exits 1 when one fails): every acknowledged
 * shot is stored (yeekee_shots) and, the round closed, counted in its published record with its number, whose R
 * recomputes (`computeYeekeeResult`); every acknowledged slip is stored with its 10 lines; the previous round is
 * settled; the ledger reconciles (`GET backoffice/reconciliation/ledger`, the ops console's check) and no player
 * balance is below zero. Shots and slips are read through SQL, the record and the reconciliation through HTTP.
 */
import { sql } from 'kysely';
import {
  computeYeekeeResult,
  YEEKEE_MIN_SHOTS,
  type LedgerReconciliation,
  type YeekeeRoundRecordData,
} from 'shared-contracts';
import type { BenchServer } from '../bench-server';
import type { PeakSetup } from './peak-setup';

export interface Check {
  ok: boolean;
  text: string;
}

/** Checks the run of `setup` on `server`, given what the load was acknowledged (`acked` shots, `slips` codes). */
export async function checkPeakRun(input: {
  server: BenchServer;
  adminToken: string;
  setup: PeakSetup;
  acked: [number, string][];
  slips: string[];
}): Promise<Check[]> {
  const { server, setup, acked, slips } = input;
  const db = server.bench.database.db;
  const checks: Check[] = [];
  const roundId = Number(setup.yeekee.roundId);

  const stored = await db
    .selectFrom('yeekee_shots')
    .select(['seq', 'number'])
    .where('round_id', '=', roundId)
    .execute();
  const storedBySeq = new Map(stored.map((s) => [s.seq, s.number]));
  const lost = acked.filter(([seq, number]) => storedBySeq.get(seq) !== number).length;
  checks.push({
    ok: lost === 0,
    text:
      `${acked.length} acknowledged shots stored in yeekee_shots (${stored.length} rows)` +
      (lost ? `: ${lost} acknowledged shots missing or with another number` : ''),
  });

  const rec = await server.http.get<YeekeeRoundRecordData>(
    `/yeekee/winning-number/${setup.yeekee.drawDate}/${setup.yeekee.roundNo}`,
  );
  if (rec.status !== 200)
    checks.push({ ok: false, text: `round record answered ${rec.status} ${rec.body?.service_code}` });
  else {
    const r = rec.body.data;
    const inRecord = new Map(r.shots.map((s) => [s.seq, s.number]));
    const notCounted = acked.filter(([seq, number]) => inRecord.get(seq) !== number).length;
    let recomputed: string;
    try {
      const again = computeYeekeeResult(r.shots, r.secret);
      recomputed = again.status === 'resulted' ? again.r : 'void';
    } catch (e) {
      recomputed = `not recomputable (${(e as Error).message})`;
    }
    const closed =
      r.state === 'resulted' || r.state === 'settled' || (r.state === 'void' && acked.length < YEEKEE_MIN_SHOTS);
    checks.push({
      ok: closed && notCounted === 0 && r.shot_count === stored.length && recomputed === (r.r ?? 'void'),
      text:
        `round ${setup.yeekee.roundId} closed: ${r.state}, result count ${r.shot_count} (${stored.length} stored, ` +
        `${acked.length} acknowledged${notCounted ? `, ${notCounted} acknowledged not in it` : ''}), ` +
        `R ${r.r ?? r.void_reason} = recomputed ${recomputed}`,
    });
  }

  const slipRows = slips.length
    ? (
        await sql<{ slip_code: string; lines: number }>`
          select s.slip_code, count(l.*)::int as lines from bet_slips s join bet_lines l on l.slip_id = s.id
           where s.slip_code = any(${sql.val(slips)}::text[]) group by s.slip_code`.execute(db)
      ).rows
    : [];
  const whole = slipRows.filter((r) => r.lines === 10).length;
  checks.push({
    ok: whole === slips.length,
    text:
      `${slips.length} acknowledged slips stored with 10 lines each` +
      (whole !== slips.length ? `: only ${whole} (${slipRows.length} found)` : ''),
  });

  const settleId = Number(setup.settle.roundId);
  const state = async () =>
    (await db.selectFrom('rounds').select('state').where('id', '=', settleId).executeTakeFirstOrThrow()).state;
  // a settlement stopped half-way is finished by the scheduler's next pass
  for (const end = Date.now() + 60_000; (await state()) !== 'settled' && Date.now() < end;)
    await new Promise((r) => setTimeout(r, 500));
  const pending = await sql<{ n: number }>`
    select count(*)::int as n from bet_slips where round_id = ${settleId} and status = 'PENDING'`.execute(db);
  checks.push({
    ok: (await state()) === 'settled' && pending.rows[0]!.n === 0,
    text: `previous round ${setup.settle.roundId} ${await state()}, ${pending.rows[0]!.n} slips pending`,
  });

  const ledger = await server.http.get<LedgerReconciliation>('/backoffice/reconciliation/ledger', input.adminToken);
  const negative = await sql<{ n: number }>`
    select count(*)::int as n from ledger_accounts where kind = 'player' and balance_satang < 0`.execute(db);
  const l = ledger.body?.data;
  checks.push({
    ok: ledger.status === 200 && l?.ok === true && negative.rows[0]!.n === 0,
    text:
      ledger.status !== 200
        ? `ledger reconciliation answered ${ledger.status} ${ledger.body?.service_code}`
        : `ledger reconciles: ${l!.postings_count} postings sum to ${l!.postings_sum_satang}, ` +
          `${l!.unbalanced_transfers} unbalanced transfers, ${l!.mismatched_count} balances ≠ postings, ` +
          `${negative.rows[0]!.n} negative player balances`,
  });
  return checks;
}
