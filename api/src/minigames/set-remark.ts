/** PUT {game}/bet-slip/{slipId} {remark}: the player's note on one of their slips (at most 100 characters). */
import type { StreakSlipData } from 'shared-contracts';
import type { AppContext } from '../context';
import { findPlayerSlip } from './get-slip';
import { slipView } from './slip-view';
import type { StreakGameInfo } from './streak-game';

export async function setSlipRemark(
  ctx: AppContext,
  userId: number,
  game: StreakGameInfo,
  slipId: string,
  remark: string,
): Promise<StreakSlipData> {
  return ctx.db.transaction().execute(async (trx) => {
    const slip = await findPlayerSlip(trx, userId, game, slipId);
    const updated = await trx
      .updateTable('minigame_slips')
      .set({ remark })
      .where('id', '=', slip.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return slipView(trx, updated);
  });
}
