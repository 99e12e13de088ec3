/** `GET wallet/withdrawals`: the player's withdrawals, newest first (a page: `skip`, `limit`). */
import type { WithdrawalData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { readMyPayments } from '../payment-queue';
import { withdrawalView } from './withdrawal-view';

export async function listMyWithdrawals(
  ctx: AppContext,
  userId: number,
  page: { skip: number; limit: number },
): Promise<WithdrawalData[]> {
  return (await readMyPayments(ctx.db, 'withdrawals', userId, page)).map(withdrawalView);
}
