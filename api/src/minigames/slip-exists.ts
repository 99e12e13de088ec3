/** GET {game}/bet-slip-exist: whether the player has a slip of the game open, and its id. */
import type { AppContext } from '../context';
import type { StreakGameInfo } from './streak-game';

export async function slipExists(
  ctx: AppContext,
  userId: number,
  game: StreakGameInfo,
): Promise<{ exists: boolean; slip_id: string | null }> {
  const open = await ctx.db
    .selectFrom('minigame_slips')
    .select('slip_code')
    .where('user_id', '=', userId)
    .where('game_code', '=', game.code)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return { exists: !!open, slip_id: open?.slip_code ?? null };
}
