/** A shop round's stock as the audit trail records it before ops replace it: counts, not the rows. */
import { sql } from 'kysely';
import type { AppContext } from '../../context';

export async function inventorySnapshot(ctx: AppContext, roundIdText: string) {
  if (!/^\d{1,15}$/.test(roundIdText)) return null;
  const r = await sql<{ numbers: number; tickets: number; sold: number }>`
    select count(*)::int as numbers, coalesce(sum(quantity), 0)::int as tickets, coalesce(sum(sold), 0)::int as sold
      from lottery_inventory where round_id = ${Number(roundIdText)}`.execute(ctx.db);
  return r.rows[0] ?? null;
}
