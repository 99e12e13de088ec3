/** Bet slips as the wire shows them (`betSlipData`): baht amounts, rate per baht, line statuses. */
import type { Selectable } from 'kysely';
import { payoutSatang, satangToBaht, type BetLineStatus, type BetSlipData } from 'shared-contracts';
import type { BetLinesTable, BetSlipsTable } from '../db/schema';
import type { DbOrTrx } from '../db/transaction';

export type SlipRow = Selectable<BetSlipsTable> & { draw_date: string };
export type LineRow = Selectable<BetLinesTable>;

export function toSlipData(slip: SlipRow, lines: LineRow[]): BetSlipData {
  const sorted = [...lines].sort((a, b) => a.line_no - b.line_no);
  return {
    slip_id: slip.slip_code,
    game_code: slip.game_code,
    round_id: String(slip.round_id),
    draw_date: slip.draw_date,
    remark: slip.remark,
    status: slip.status as BetLineStatus,
    total_amount: satangToBaht(slip.total_satang),
    total_payout: satangToBaht(slip.payout_satang),
    created_at: slip.created_at.toISOString(),
    lines: sorted.map((l) => ({
      line_id: `${slip.slip_code}-${l.line_no}`,
      kind: l.kind,
      number: l.number,
      amount: satangToBaht(l.amount_satang),
      rate: l.rate_x100 / 100,
      potential_win: satangToBaht(payoutSatang(l.amount_satang, l.rate_x100)),
      status: l.status,
      payout: satangToBaht(l.payout_satang),
    })),
  };
}

/** Loads slips (already filtered by the caller's query) with their lines in two queries. */
export async function loadSlips(db: DbOrTrx, slips: SlipRow[]): Promise<BetSlipData[]> {
  if (slips.length === 0) return [];
  const lines = await db
    .selectFrom('bet_lines')
    .selectAll()
    .where(
      'slip_id',
      'in',
      slips.map((s) => s.id),
    )
    .execute();
  const bySlip = new Map<number, LineRow[]>();
  for (const l of lines) bySlip.set(l.slip_id, [...(bySlip.get(l.slip_id) ?? []), l]);
  return slips.map((s) => toSlipData(s, bySlip.get(s.id) ?? []));
}

/** Base query of a player's slips with the round's draw date. */
export function slipQuery(db: DbOrTrx) {
  return db
    .selectFrom('bet_slips as s')
    .innerJoin('rounds as r', 'r.id', 's.round_id')
    .selectAll('s')
    .select('r.draw_date');
}
