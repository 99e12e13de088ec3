/**
 * GET drafts/{type}?order_by=: the player's drafts of a game without their lines.
 * `sort_order` (default): ascending, then oldest first; `created_at`: newest first; `name`: by code point.
 */
import { sql } from 'kysely';
import type { DraftSummaryData, GameDef } from 'shared-contracts';
import type { AppContext } from '../../context';
import { toDraftSummary } from './draft-view';

export type DraftOrderBy = 'sort_order' | 'created_at' | 'name';

export async function listDrafts(
  ctx: AppContext,
  userId: number,
  game: GameDef,
  orderBy: DraftOrderBy,
): Promise<DraftSummaryData[]> {
  let q = ctx.db
    .selectFrom('drafts')
    .select(['id', 'game_code', 'name', 'sort_order', 'line_count', 'total_satang', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .where('game_code', '=', game.code);
  // the "C" collation sorts names the same way on PostgreSQL and PGlite
  if (orderBy === 'name') q = q.orderBy(sql`name collate "C"`).orderBy('id');
  else if (orderBy === 'created_at') q = q.orderBy('created_at', 'desc').orderBy('id', 'desc');
  else q = q.orderBy('sort_order').orderBy('id');
  return (await q.execute()).map(toDraftSummary);
}
