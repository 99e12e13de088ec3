/**
 * GET {game}/seed: the player's seed pair for the next slip (docs/game-rules.md "Provable fairness"): the
 * commitment to the server seed (never the seed), the client seed and the next nonce. The first call draws the
 * pair, so the commitment exists before the player picks a client seed or stakes.
 */
import type { StreakSeedData } from 'shared-contracts';
import type { AppContext } from '../context';
import { activeSeedPair, seedView } from './seed-pair';
import { lockPlayerGame, type StreakGameInfo } from './streak-game';

export async function getSeed(ctx: AppContext, userId: number, game: StreakGameInfo): Promise<StreakSeedData> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockPlayerGame(trx, game, userId);
    return seedView(await activeSeedPair(trx, game, userId, ctx.clock.now()));
  });
}
