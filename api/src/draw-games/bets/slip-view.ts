/**
 * Bet slips as the wire shows them (`drawBetSlipData`, a superset of the foundation's `betSlipData`):
 * baht amounts, rate per baht, line statuses; set/zodiac lines with their units and, once settled, the
 * prize tier; the void reason of the slip's round and the cancel fees kept.
 */
import type { Selectable } from 'kysely';
import {
  gameByCode,
  lineTopPayoutSatang,
  satangToBaht,
  type BetLineStatus,
  type DrawBetSlipData,
  type RestrictionRule,
} from 'shared-contracts';
import type { BetLinesTable, BetSlipsTable } from '../../db/schema';
import type { DbOrTrx } from '../../db/transaction';

export type SlipRow = Selectable<BetSlipsTable> & { draw_date: string; void_reason?: string | null };
export type LineRow = Selectable<BetLinesTable>;

/** Best possible payout of a line, satang: rate × stake, or the top prize × units for set/zodiac lines. */
export function potentialWinSatang(
  gameCode: string,
  line: Pick<LineRow, 'kind' | 'amount_satang' | 'rate_x100' | 'units'>,
): number {
  return lineTopPayoutSatang(gameByCode(gameCode) ?? {}, {
    kind: line.kind,
    amountSatang: line.amount_satang,
    rateX100: line.rate_x100,
    units: line.units,
  });
}

/** The columns of a slip toSlipData shows (a slip being placed has them before its row is read back). */
export type SlipViewRow = Pick<
  SlipRow,
  | 'slip_code'
  | 'game_code'
  | 'round_id'
  | 'draw_date'
  | 'remark'
  | 'status'
  | 'total_satang'
  | 'payout_satang'
  | 'created_at'
  | 'cancel_fee_satang'
  | 'void_reason'
>;

/** The columns of a line toSlipData shows. */
export type LineViewRow = Pick<
  LineRow,
  | 'line_no'
  | 'kind'
  | 'number'
  | 'amount_satang'
  | 'rate_x100'
  | 'units'
  | 'status'
  | 'payout_satang'
  | 'rule'
  | 'prize_tier'
>;

/** A slip and its lines as the wire shows them (amounts in baht, line ids `<slip_code>-<line_no>`). */
export function toSlipData(slip: SlipViewRow, lines: LineViewRow[]): DrawBetSlipData {
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
    void_reason: slip.void_reason ?? null,
    cancel_fee: satangToBaht(slip.cancel_fee_satang ?? 0),
    lines: sorted.map((l) => ({
      line_id: `${slip.slip_code}-${l.line_no}`,
      kind: l.kind,
      number: l.number,
      amount: satangToBaht(l.amount_satang),
      rate: l.rate_x100 / 100,
      potential_win: satangToBaht(potentialWinSatang(slip.game_code, l)),
      status: l.status,
      payout: satangToBaht(l.payout_satang),
      units: l.units ?? null,
      rule: (l.rule as RestrictionRule | null) ?? null,
      prize_tier: l.prize_tier ?? null,
    })),
  };
}

/** Loads slips (already filtered by the caller's query) with their lines in two queries. */
export async function loadSlips(db: DbOrTrx, slips: SlipRow[]): Promise<DrawBetSlipData[]> {
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

/** Base query of a player's slips with the round's draw date and void reason. */
export function slipQuery(db: DbOrTrx) {
  return db
    .selectFrom('bet_slips as s')
    .innerJoin('rounds as r', 'r.id', 's.round_id')
    .selectAll('s')
    .select(['r.draw_date', 'r.void_reason']);
}
