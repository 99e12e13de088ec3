/** The draw games whose rounds come from a draw calendar ops edit (GLO underground, BAAC, GSB). */
import { AppError, ErrorCode, type GameDef } from 'shared-contracts';
import { ENGINE_GAMES } from './draw-games';

export const TABLE_GAMES: readonly GameDef[] = ENGINE_GAMES.filter((g) => g.schedule?.calendar === 'TABLE');

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
