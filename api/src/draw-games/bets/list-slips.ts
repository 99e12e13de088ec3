/**
 * GET {family}/bet-slip/{type}: the player's slips of one game, newest first, with their lines; GET bet-slips:
 * of every draw game (`game` null).
 */
import type { BetSlipData, GameDef, PageQuery } from 'shared-contracts';
import type { AppContext } from '../../context';
import { loadSlips, slipQuery } from './slip-view';

export async function listSlips(
  ctx: AppContext,
  userId: number,
  game: GameDef | null,
  page: PageQuery,
): Promise<BetSlipData[]> {
  const slips = await slipQuery(ctx.db)
    .where('s.user_id', '=', userId)
    .$if(game !== null, (q) => q.where('s.game_code', '=', game!.code))
    .orderBy('s.id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
  return loadSlips(ctx.db, slips);
}
