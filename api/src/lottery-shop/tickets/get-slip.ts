/** GET /lottery/bet-slip/{id}: one of the player's purchases by slip id (e.g. LOTTH00000012); 404 E10001. */
import type { LotteryBetSlip } from 'shared-contracts';
import type { AppContext } from '../../context';
import { playerSlip } from './player-slip';
import { loadSlipViews } from './slip-view';

export async function getSlip(ctx: AppContext, userId: number, slipCode: string): Promise<LotteryBetSlip> {
  const slip = await playerSlip(ctx.db, userId, slipCode);
  return (await loadSlipViews(ctx.db, [slip]))[0]!;
}
