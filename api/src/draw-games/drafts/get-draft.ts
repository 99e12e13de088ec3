/** GET draft/{type}/{id}: one of the player's drafts with its lines; another player's is 404 E10001. */
import { AppError, ErrorCode, type DraftData, type GameDef } from 'shared-contracts';
import type { AppContext } from '../../context';
import { parseDraftId } from './draft-game';
import { toDraftData } from './draft-view';

export async function getDraft(ctx: AppContext, userId: number, game: GameDef, id: string): Promise<DraftData> {
  const row = await ctx.db
    .selectFrom('drafts')
    .selectAll()
    .where('id', '=', parseDraftId(id))
    .where('user_id', '=', userId)
    .where('game_code', '=', game.code)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, `draft ${id} of ${game.code} does not exist`);
  return toDraftData(row);
}
