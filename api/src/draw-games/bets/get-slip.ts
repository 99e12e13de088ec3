/** GET {family}/bet-slip/{type}/{id}: one of the player's slips; anyone else's is "not found". */
import { AppError, ErrorCode, type BetSlipData, type GameDef } from 'shared-contracts';
import type { AppContext } from '../../context';
import { loadSlips, slipQuery } from './slip-view';

export async function getSlip(ctx: AppContext, userId: number, game: GameDef, slipId: string): Promise<BetSlipData> {
  const slip = await slipQuery(ctx.db)
    .where('s.slip_code', '=', slipId.toUpperCase())
    .where('s.user_id', '=', userId)
    .where('s.game_code', '=', game.code)
    .executeTakeFirst();
  if (!slip) throw new AppError(ErrorCode.NOT_FOUND, `bet slip ${slipId} not found`);
  const [data] = await loadSlips(ctx.db, [slip]);
  return data!;
}
