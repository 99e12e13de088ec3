/** The playable games whose rounds come from a draw calendar (issue 2: the Thai underground). */
import { AppError, ErrorCode, GAMES, type GameDef } from 'shared-contracts';

export const TABLE_GAMES: readonly GameDef[] = GAMES.filter((g) => g.playable && g.schedule?.calendar === 'TABLE');

/** A table game by short code; 404 E10001 naming the known codes otherwise. */
export function tableGameByCode(code: string): GameDef {
  const game = TABLE_GAMES.find((g) => g.code === code.toUpperCase());
  if (!game)
    throw new AppError(
      ErrorCode.NOT_FOUND,
      `game ${code} has no draw calendar; known: ${TABLE_GAMES.map((g) => g.code).join(', ')}`,
    );
  return game;
}
