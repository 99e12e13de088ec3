/** The `{type}` of the draft paths: a game's short code (docs/game-rules.md "Games and codes"), e.g. UG, VN, SETLA. */
import { AppError, ErrorCode, GAMES, type GameDef } from 'shared-contracts';

/** Games that have bet kinds, so lines can be saved for them. */
export const DRAFT_GAMES: readonly GameDef[] = GAMES.filter((g) => g.betKinds.length > 0);

/** The game of a draft path by short code (case-insensitive); 404 E10001 naming the known codes otherwise. */
export function draftGameByCode(code: string): GameDef {
  const game = DRAFT_GAMES.find((g) => g.code === code.toUpperCase());
  if (!game)
    throw new AppError(
      ErrorCode.NOT_FOUND,
      `no game with code ${code}: {type} is a game code, one of ${DRAFT_GAMES.map((g) => g.code).join(', ')}`,
    );
  return game;
}

/** Draft ids travel as decimal strings; anything else is an unknown draft (404 E10001). */
export function parseDraftId(text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw new AppError(ErrorCode.NOT_FOUND, `draft ${text} does not exist`);
  return Number(text);
}
