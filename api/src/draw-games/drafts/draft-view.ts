/** Draft rows as they travel: amounts in baht, ids as strings, instants as ISO-8601. */
import { satangToBaht, type DraftData, type DraftSummaryData } from 'shared-contracts';
import type { DraftLineRow } from '../../db/schema';

export interface DraftRow {
  id: number;
  game_code: string;
  name: string;
  sort_order: number;
  lines?: unknown;
  line_count: number;
  total_satang: number;
  created_at: Date;
  updated_at: Date;
}

/** A draft without its lines. */
export function toDraftSummary(row: DraftRow): DraftSummaryData {
  return {
    draft_id: String(row.id),
    game_code: row.game_code,
    name: row.name,
    sort_order: row.sort_order,
    line_count: row.line_count,
    total_amount: satangToBaht(row.total_satang),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A draft with its lines (`row.lines` is the stored JSON array, parsed by the driver). */
export function toDraftData(row: DraftRow): DraftData {
  const raw = typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines;
  const lines = (raw as DraftLineRow[]).map((l) => ({
    kind: l.kind,
    number: l.number,
    amount: satangToBaht(l.amount_satang),
  }));
  return { ...toDraftSummary(row), lines };
}
