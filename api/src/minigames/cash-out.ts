/**
 * PATCH {game}/bet {is_end: true}: cashes out the player's open slip, paying its running payout through the
 * ledger exactly once (docs/game-rules.md "Mini-games"); allowed even while the game is closed. It is
 * idempotent: when no slip is open (a repeated or concurrent cash-out, or a slip that already ended) it answers
 * the player's latest slip of the game as it stands and pays nothing; 404 E10001 when there is none.
 */
import { AppError, ErrorCode, type StreakSlipData } from 'shared-contracts';
import type { AppContext } from '../context';
import type { StoredResponse } from '../wallet/idempotency';
import { payOutSlip } from './pay-out-slip';
import { runSlipChange, type SlipChangeInput } from './run-slip-change';
import { slipView } from './slip-view';

export async function cashOut(ctx: AppContext, input: SlipChangeInput): Promise<StoredResponse<StreakSlipData>> {
  const { game } = input;
  return runSlipChange(ctx, input, async (trx, open, now) => {
    if (open) return slipView(trx, await payOutSlip(trx, game, open, now));
    const last = await trx
      .selectFrom('minigame_slips')
      .selectAll()
      .where('user_id', '=', input.userId)
      .where('game_code', '=', game.code)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last) throw new AppError(ErrorCode.NOT_FOUND, `no ${game.slug} slip to cash out: stake first`);
    return slipView(trx, last);
  });
}
