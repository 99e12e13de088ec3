/**
 * POST {game}/seed/rotate: reveals the player's current server seed (so they can check it against the
 * commitment they were shown) and draws a new pair with the same client seed. Only while no slip is open
 * (409 E10409 with its `slip_id`).
 */
import { AppError, ErrorCode } from 'shared-contracts';
import type { AppContext } from '../context';
import { activeSeedPair, revealAndRenew, revealedSeedView, seedView } from './seed-pair';
import { findOpenSlip } from './find-open-slip';
import { lockPlayerGame, type StreakGameInfo } from './streak-game';

export async function rotateSeed(ctx: AppContext, userId: number, game: StreakGameInfo) {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    await lockPlayerGame(trx, game, userId);
    const open = await findOpenSlip(trx, game, userId);
    if (open)
      throw new AppError(ErrorCode.CONFLICT, `slip ${open.slip_code} is open: finish it before rotating the seeds`, {
        slip_id: open.slip_code,
      });
    const { revealed, next } = await revealAndRenew(trx, game, await activeSeedPair(trx, game, userId, now), now);
    return { revealed: revealedSeedView(revealed), current: seedView(next) };
  });
}
