/** GET /lottery/bet-slip/{id}: one of the player's purchases by slip id (e.g. LOTTH00000012); 404 E10001. */
import { AppError, ErrorCode, type LotteryBetSlip } from 'shared-contracts';
import type { AppContext } from '../../context';
import { loadSlipViews } from './slip-view';

export async function getSlip(ctx: AppContext, userId: number, slipCode: string): Promise<LotteryBetSlip> {
  const slip = await ctx.db
    .selectFrom('lottery_slips')
    .selectAll()
    .where('slip_code', '=', slipCode)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!slip) throw new AppError(ErrorCode.NOT_FOUND, `lottery slip ${slipCode} does not exist`);
  return (await loadSlipViews(ctx.db, [slip]))[0]!;
}
