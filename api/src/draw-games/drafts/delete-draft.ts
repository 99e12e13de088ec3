/** DELETE draft/{type}/{id}: deletes one of the player's drafts; 404 E10001 when it is not theirs. */
import { AppError, ErrorCode, type GameDef } from 'shared-contracts';
import type { AppContext } from '../../context';
import { parseDraftId } from './draft-game';

/** Returns the deleted draft's id. */
export async function deleteDraft(
  ctx: AppContext,
  userId: number,
  game: GameDef,
  id: string,
): Promise<{ draft_id: string }> {
  const result = await ctx.db
    .deleteFrom('drafts')
    .where('id', '=', parseDraftId(id))
    .where('user_id', '=', userId)
    .where('game_code', '=', game.code)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0)
    throw new AppError(ErrorCode.NOT_FOUND, `draft ${id} of ${game.code} does not exist`);
  return { draft_id: id };
}
