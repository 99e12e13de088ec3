/**
 * The pending side of a round's settlement, read and settled in memory: the round's slips still PENDING (slip
 * id order, after `afterSlipId`, at most `limit` of them, or all), each with its PENDING lines settled by
 * shared-contracts' `settleLine` against the round's digits (rate kinds: payoutSatang(stake, rate_x100)
 * with the rate stored on the line; SET_4D and SIX_NUMBER: their highest fixed prize × units; LOSE pays 0).
 * The rules stay pure functions in shared-contracts; SQL does the reading and, in settle-slip-batch.ts,
 * the writing. Amounts are satang.
 */
import { sql } from 'kysely';
import { gameByCode, settleLine, type ResultDigits } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';
import type { SlipPayout } from './pay-winning-slips';

/** One pending line settled: what settle-slip-batch.ts writes on it. */
export interface LineSettlement {
  id: number;
  status: 'WIN' | 'LOSE';
  payoutSatang: number;
  prizeTier: string | null;
}

/** One pending slip settled: its owner, code, lines and what it pays (0 when nothing won). */
export interface SlipSettlement extends SlipPayout {
  slipId: number;
  lines: LineSettlement[];
}

export interface PendingSlips {
  slips: SlipSettlement[];
  /** The greatest slip id read (slips without a pending line included), or null when none: the next page's key. */
  lastSlipId: number | null;
}

/** Lines settled, lines won and their payouts (satang). */
export interface SettlementTotals {
  linesSettled: number;
  linesWon: number;
  /** satang */
  totalPayout: number;
}

export async function readPendingSlips(
  db: DbOrTrx,
  round: { id: number; game_code: string },
  digits: ResultDigits,
  page: { afterSlipId?: number; limit?: number } = {},
): Promise<PendingSlips> {
  // a left join, so a page of slips that have no pending line left still moves the key on; lateral with
  // OFFSET 0 (not flattened into a join) so each slip's lines come from the (slip_id, line_no) index rather than
  // a hash join over every line of every round
  const rows = await sql<{
    slip_id: number;
    user_id: number;
    slip_code: string;
    id: number | null;
    kind: string;
    number: string;
    amount_satang: number;
    rate_x100: number;
    units: number | null;
  }>`
    select s.id as slip_id, s.user_id, s.slip_code,
           l.id, l.kind, l.number, l.amount_satang, l.rate_x100, l.units
      from (select id, user_id, slip_code from bet_slips
             where round_id = ${round.id} and id > ${page.afterSlipId ?? 0} and status = 'PENDING'
             order by id limit ${page.limit ?? null}) as s
      left join lateral (select id, kind, number, amount_satang, rate_x100, units, line_no from bet_lines
                          where slip_id = s.id and status = 'PENDING' offset 0) as l on true
     order by s.id, l.line_no`.execute(db);
  const game = gameByCode(round.game_code);
  const slips: SlipSettlement[] = [];
  let slip: SlipSettlement | undefined;
  for (const r of rows.rows) {
    if (r.id === null) continue;
    if (slip?.slipId !== r.slip_id) {
      slip = { slipId: r.slip_id, userId: r.user_id, code: r.slip_code, payoutSatang: 0, won: false, lines: [] };
      slips.push(slip);
    }
    const outcome = settleLine(r, digits, game);
    slip.lines.push({ id: r.id, ...outcome });
    slip.payoutSatang += outcome.payoutSatang;
    slip.won ||= outcome.status === 'WIN';
  }
  const last = rows.rows[rows.rows.length - 1];
  return { slips, lastSlipId: last ? last.slip_id : null };
}

/** The totals of settled slips (their lines, wins and payouts). */
export function totalsOf(slips: readonly SlipSettlement[]): SettlementTotals {
  const totals = { linesSettled: 0, linesWon: 0, totalPayout: 0 };
  for (const s of slips) {
    totals.linesSettled += s.lines.length;
    totals.linesWon += s.lines.filter((l) => l.status === 'WIN').length;
    totals.totalPayout += s.payoutSatang;
  }
  return totals;
}
