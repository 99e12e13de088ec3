/**
 * POST draft/{type}: saves a number list for a game. At most 50 drafts per player and game (422 E20013);
 * the count is checked under a lock on the player's row so two concurrent saves cannot both pass.
 * Without `sort_order` the draft goes after the player's last one for that game.
 */
import { AppError, DRAFT_LIMITS, ErrorCode, type DraftData, type GameDef } from 'shared-contracts';
import type { LineInput } from '../bets/validate-bet-lines';
import type { AppContext } from '../../context';
import { toDraftData } from './draft-view';
import { loadEffectiveGame } from '../rates/kind-settings';
import { validateDraftLines } from './validate-draft-lines';

export interface CreateDraftInput {
  name: string;
  lines: LineInput[];
  sortOrder?: number;
}

/** Stores the draft and returns it with its lines (amounts in baht). */
export async function createDraft(
  ctx: AppContext,
  userId: number,
  game: GameDef,
  input: CreateDraftInput,
): Promise<DraftData> {
  const { lines, totalSatang } = validateDraftLines(await loadEffectiveGame(ctx.db, game), input.lines);
  return ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const stats = await trx
      .selectFrom('drafts')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('sort_order').as('last')])
      .where('user_id', '=', userId)
      .where('game_code', '=', game.code)
      .executeTakeFirstOrThrow();
    if (Number(stats.n) >= DRAFT_LIMITS.draftsPerGame)
      throw new AppError(
        ErrorCode.TRANSACTION_REACHED_MAXIMUM,
        `at most ${DRAFT_LIMITS.draftsPerGame} drafts per game: delete one of your ${game.code} drafts first`,
      );
    const now = ctx.clock.now();
    const row = await trx
      .insertInto('drafts')
      .values({
        user_id: userId,
        game_code: game.code,
        name: input.name,
        sort_order: input.sortOrder ?? (stats.last === null ? 0 : Number(stats.last) + 1),
        lines: JSON.stringify(lines),
        line_count: lines.length,
        total_satang: totalSatang,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDraftData(row);
  });
}
