/**
 * GET {game}/bet-slip/{slipId}: one of the player's slips of the game, with its calls and, once it ended, its
 * revealed server seed (what the verify view recomputes). Another player's slip, another game's or an unknown
 * id is 404 E10001.
 */
import { AppError, ErrorCode, type StreakSlipData } from 'shared-contracts';
import type { AppContext } from '../context';
import type { DbOrTrx } from '../db/transaction';
import { slipView, type SlipRow } from './slip-view';
import type { StreakGameInfo } from './streak-game';

/** The player's slip row of the game by id, or 404 E10001. */
export async function findPlayerSlip(
  db: DbOrTrx,
  userId: number,
  game: StreakGameInfo,
  slipId: string,
): Promise<SlipRow> {
  const row = await db
    .selectFrom('minigame_slips')
    .selectAll()
    .where('slip_code', '=', slipId.toUpperCase())
    .where('user_id', '=', userId)
    .where('game_code', '=', game.code)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, `no ${game.slug} slip ${slipId.slice(0, 40)} of yours`);
  return row;
}

export async function getSlip(
  ctx: AppContext,
  userId: number,
  game: StreakGameInfo,
  slipId: string,
): Promise<StreakSlipData> {
  return slipView(ctx.db, await findPlayerSlip(ctx.db, userId, game, slipId));
}
