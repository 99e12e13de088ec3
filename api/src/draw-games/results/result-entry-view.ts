/**
 * Reads a round's result entry as `ResultEntryData` (shared-contracts `schemas/result-entries.ts`), as `viewerId`
 * (ops_users.id) may see it: the checker re-types the result blind (issue 20), so while the entry is PENDING its
 * `raw` and `digits` are null for everyone but its maker; once confirmed everyone sees them.
 */
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/transaction';
import type { RoundRow } from '../rounds/round-view';
import { officialResultOf } from './official-result';
import type { ResultEntryData } from 'shared-contracts';

export async function resultEntryView(
  ctx: AppContext,
  db: DbOrTrx,
  round: Pick<RoundRow, 'id' | 'game_code' | 'draw_date' | 'round_type' | 'state'>,
  viewerId: number,
): Promise<ResultEntryData> {
  const entry = await db
    .selectFrom('round_result_entries as e')
    .innerJoin('ops_users as m', 'm.id', 'e.entered_by')
    .leftJoin('ops_users as c', 'c.id', 'e.confirmed_by')
    .select([
      'e.raw',
      'e.digits',
      'e.entered_by as maker_id',
      'e.revision',
      'm.username as entered_by',
      'e.entered_at',
      'c.username as confirmed_by',
      'e.confirmed_at',
    ])
    .where('e.round_id', '=', round.id)
    .executeTakeFirst();
  const official = await officialResultOf(ctx, round);
  const shown = entry !== undefined && (entry.confirmed_at !== null || entry.maker_id === viewerId);
  return {
    round_id: String(round.id),
    game_code: round.game_code,
    draw_date: round.draw_date,
    round_type: round.round_type,
    state: round.state,
    status: !entry ? 'NONE' : entry.confirmed_at ? 'CONFIRMED' : 'PENDING',
    entry: entry
      ? {
          raw: shown ? (entry.raw as Record<string, unknown>) : null,
          digits: shown ? (entry.digits as Record<string, unknown>) : null,
          revision: entry.revision,
          entered_by: entry.entered_by,
          entered_at: entry.entered_at.toISOString(),
          confirmed_by: entry.confirmed_by,
          confirmed_at: entry.confirmed_at?.toISOString() ?? null,
        }
      : null,
    official_source: official?.source ?? null,
  };
}
