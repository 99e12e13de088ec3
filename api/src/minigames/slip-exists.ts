/** GET {game}/bet-slip-exist: whether the player has a slip of the game open, and its id. */
import type { AppContext } from '../context';
import { findOpenSlip } from './find-open-slip';
import type { StreakGameInfo } from './streak-game';

export async function slipExists(
  ctx: AppContext,
  userId: number,
  game: StreakGameInfo,
): Promise<{ exists: boolean; slip_id: string | null }> {
  const open = await findOpenSlip(ctx.db, game, userId);
  return { exists: !!open, slip_id: open?.slip_code ?? null };
}
