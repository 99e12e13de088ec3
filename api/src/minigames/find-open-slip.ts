/**
 * The player's open slip of a streak game, if any (at most one: docs/game-rules.md "Mini-games"). Callers
 * take the player's game lock first (`lockPlayerGame`) when they act on the answer, and refuse or continue
 * with their own error. `db` is the app's database or a transaction (a `Trx` is one).
 */
import type { Db } from '../db/database';
import type { StreakGameInfo } from './streak-game';

export async function findOpenSlip(
  db: Db,
  game: StreakGameInfo,
  userId: number,
): Promise<{ slip_code: string } | undefined> {
  return db
    .selectFrom('minigame_slips')
    .select('slip_code')
    .where('user_id', '=', userId)
    .where('game_code', '=', game.code)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
}
