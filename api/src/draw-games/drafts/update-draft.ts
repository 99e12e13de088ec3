/** PUT draft/{type}/{id}: renames, reorders and/or replaces the lines of one of the player's drafts. */
import { AppError, ErrorCode, type DraftData, type GameDef } from 'shared-contracts';
import type { LineInput } from '../bets/validate-bet-lines';
import type { AppContext } from '../../context';
import { parseDraftId } from './draft-game';
import { toDraftData } from './draft-view';
import { loadEffectiveGame } from '../rates/kind-settings';
import { validateDraftLines } from './validate-draft-lines';

export interface UpdateDraftInput {
  name?: string;
  sortOrder?: number;
  lines?: LineInput[];
}

/** Returns the updated draft; 404 E10001 when it is not the player's draft of that game. */
export async function updateDraft(
  ctx: AppContext,
  userId: number,
  game: GameDef,
  id: string,
  input: UpdateDraftInput,
): Promise<DraftData> {
  const draftId = parseDraftId(id);
  const lines = input.lines ? validateDraftLines(await loadEffectiveGame(ctx.db, game), input.lines) : undefined;
  const row = await ctx.db
    .updateTable('drafts')
    .set({
      updated_at: ctx.clock.now(),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.sortOrder !== undefined ? { sort_order: input.sortOrder } : {}),
      ...(lines
        ? { lines: JSON.stringify(lines.lines), line_count: lines.lines.length, total_satang: lines.totalSatang }
        : {}),
    })
    .where('id', '=', draftId)
    .where('user_id', '=', userId)
    .where('game_code', '=', game.code)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, `draft ${id} of ${game.code} does not exist`);
  return toDraftData(row);
}
