/**
 * PUT {game}/seed {client_seed}: the player's own client seed for the next slips (docs/game-rules.md "Provable
 * fairness"). Only while no slip is open (409 E10409 with the open `slip_id`): the open slip keeps the seeds it
 * started with. On a pair no slip has used yet the seed is simply set (the server committed first, so it could
 * not have chosen its seed against this one); a pair already used is revealed and renewed with the new seed.
 */
import { AppError, ErrorCode, type StreakSeedData } from 'shared-contracts';
import type { AppContext } from '../context';
import { activeSeedPair, revealAndRenew, seedView } from './seed-pair';
import { findOpenSlip } from './find-open-slip';
import { lockPlayerGame, type StreakGameInfo } from './streak-game';

export async function setClientSeed(
  ctx: AppContext,
  userId: number,
  game: StreakGameInfo,
  clientSeed: string,
): Promise<StreakSeedData> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    await lockPlayerGame(trx, game, userId);
    const open = await findOpenSlip(trx, game, userId);
    if (open)
      throw new AppError(
        ErrorCode.CONFLICT,
        `slip ${open.slip_code} is open: finish it before changing the client seed`,
        { slip_id: open.slip_code },
      );
    const seed = await activeSeedPair(trx, game, userId, now);
    if (seed.slips_played > 0) return seedView((await revealAndRenew(trx, game, seed, now, clientSeed)).next);
    const updated = await trx
      .updateTable('minigame_seeds')
      .set({ client_seed: clientSeed })
      .where('id', '=', seed.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return seedView(updated);
  });
}
