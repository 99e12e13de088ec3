/**
 * The two streak mini-games as the api serves them (docs/game-rules.md "Mini-games"): the catalogue slug is the
 * API prefix (`/cointossing/...`, `/paoyingchub/...`), the short code (CT, PYC) prefixes slip ids, and each
 * game has its own advisory-lock namespace, under which one player's stakes, steps, cash-outs and seed changes
 * on that game run one at a time.
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, streakGameDef, type GameDef, type StreakGame, type StreakStakes } from 'shared-contracts';
import type { Trx } from '../db/transaction';

export interface StreakGameInfo {
  slug: StreakGame;
  code: 'CT' | 'PYC';
  def: GameDef & { streak: StreakStakes };
  /** Advisory-lock namespace (the scheduler uses 7_001_002, draw-game partial cancels 7_001_003). */
  lockNamespace: number;
}

const GAMES: Record<StreakGame, StreakGameInfo> = {
  cointossing: { slug: 'cointossing', code: 'CT', def: streakGameDef('cointossing'), lockNamespace: 7_001_031 },
  paoyingchub: { slug: 'paoyingchub', code: 'PYC', def: streakGameDef('paoyingchub'), lockNamespace: 7_001_032 },
};

/** Every streak game, coin toss first. */
export const STREAK_GAME_INFOS: readonly StreakGameInfo[] = [GAMES.cointossing, GAMES.paoyingchub];

/** A streak game by slug; 404 E10001 naming the games for anything else (an ops path parameter). */
export function streakGame(slug: string): StreakGameInfo {
  const game = GAMES[slug as StreakGame];
  if (!game)
    throw new AppError(
      ErrorCode.NOT_FOUND,
      `no mini-game ${slug.slice(0, 40)}: the games are cointossing, paoyingchub`,
    );
  return game;
}

/** Serialises one player's changes on one game for the rest of the transaction. */
export async function lockPlayerGame(trx: Trx, game: StreakGameInfo, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${game.lockNamespace}::int, ${userId}::int)`.execute(trx);
}
