/** GET {family}/bet-slip/{type}: the player's slips of one game, newest first, with their lines. */
import type { BetSlipData, GameDef, PageQuery } from 'shared-contracts';
import type { AppContext } from '../../context';
import { loadSlips, slipQuery } from './slip-view';

export async function listSlips(
  ctx: AppContext,
  userId: number,
  game: GameDef,
  page: PageQuery,
): Promise<BetSlipData[]> {
  const slips = await slipQuery(ctx.db)
    .where('s.user_id', '=', userId)
    .where('s.game_code', '=', game.code)
    .orderBy('s.id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
  return loadSlips(ctx.db, slips);
}
