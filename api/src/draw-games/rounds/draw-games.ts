/**
 * The draw games the engine runs (docs/game-rules.md "Games and codes": underground, Hanoi ×3, Laos ×5, Malay, BAAC,
 * GSB, 13 stocks, 3 sets, and yeekee, whose result comes from its shots; not the mini-games or the shop), straight
 * from the catalogue, plus the few derived facts the engine needs: which raw result a game takes, and what its
 * lines count.
 */
import {
  AppError,
  DRAW_GAMES,
  ErrorCode,
  GAMES,
  gameByCode,
  resultGameOf,
  type BetKind,
  type GameDef,
  type LimitUnit,
  type ResultStrategy,
} from 'shared-contracts';

/** The 28 draw games and yeekee (`YEEKEE_GAME`): every game of the games remote. */
export const ENGINE_GAMES: readonly GameDef[] = [...DRAW_GAMES, ...GAMES.filter((g) => g.gameType === 'yeekee')];

/** Yeekee (YK): bets like every draw game; its result is computed from the players' shots (draw-games/yeekee/). */
export const YEEKEE_GAME: GameDef = gameByCode('YK')!;

/** The strategy a game's raw result is validated and derived with (never SET_4D or NONE). */
export function resultStrategyOf(game: GameDef): Exclude<ResultStrategy, 'NONE' | 'SET_4D'> {
  const s = resultGameOf(game).resultStrategy;
  if (s === 'NONE' || s === 'SET_4D') throw new Error(`game ${game.code} has no result strategy`);
  return s;
}

/** What caps and remaining amounts count for a kind. */
export function limitUnitOf(kind: BetKind | string): LimitUnit {
  return kind === 'SET_4D' ? 'SET' : kind === 'SIX_NUMBER' ? 'TICKET' : 'BAHT';
}

/** An engine game by short code; 404 E10001 naming the codes otherwise. */
export function engineGameByCode(code: string): GameDef {
  const game = ENGINE_GAMES.find((g) => g.code === code.toUpperCase());
  if (!game)
    throw new AppError(
      ErrorCode.NOT_FOUND,
      `game ${code} is not a draw game; known: ${ENGINE_GAMES.map((g) => g.code).join(', ')}`,
    );
  return game;
}

/** The set game of a family (`hanoi` → SETHN, `lao` → SETLA) for `current-round?is_set=true`. */
export function setGameOfFamily(family: string): GameDef | undefined {
  return ENGINE_GAMES.find((g) => g.api.family === `set/${family}`);
}
