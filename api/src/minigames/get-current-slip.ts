/** GET {game}/current-bet-slip: the player's open slip of the game (its server seed hidden), or null. */
import type { StreakSlipData } from 'shared-contracts';
import type { AppContext } from '../context';
import { slipView } from './slip-view';
import type { StreakGameInfo } from './streak-game';

export async function getCurrentSlip(
  ctx: AppContext,
  userId: number,
  game: StreakGameInfo,
): Promise<StreakSlipData | null> {
  const open = await ctx.db
    .selectFrom('minigame_slips')
    .selectAll()
    .where('user_id', '=', userId)
    .where('game_code', '=', game.code)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return open ? slipView(ctx.db, open) : null;
}
