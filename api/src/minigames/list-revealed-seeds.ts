/**
 * GET {game}/revealed-seeds?commitment&skip&limit (public, docs/game-rules.md "Provable fairness"): revealed
 * server seeds with the commitments they were shown under, newest first, or the one of `commitment`. An
 * unrevealed seed is never listed; players are not named.
 */
import type { RevealedSeedData } from 'shared-contracts';
import type { AppContext } from '../context';
import { revealedSeedView } from './seed-pair';
import type { StreakGameInfo } from './streak-game';

export async function listRevealedSeeds(
  ctx: AppContext,
  game: StreakGameInfo,
  query: { commitment?: string | undefined; skip: number; limit: number },
): Promise<RevealedSeedData[]> {
  let q = ctx.db
    .selectFrom('minigame_seeds')
    .selectAll()
    .where('game_code', '=', game.code)
    .where('revealed_at', 'is not', null);
  if (query.commitment) q = q.where('commitment', '=', query.commitment);
  const rows = await q
    .orderBy('revealed_at', 'desc')
    .orderBy('id', 'desc')
    .offset(query.skip)
    .limit(query.limit)
    .execute();
  return rows.map(revealedSeedView);
}
