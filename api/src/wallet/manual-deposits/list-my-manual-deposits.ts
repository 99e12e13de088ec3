/** `GET wallet/deposit/manual`: the player's declared bank-transfer deposits, newest first (a page). */
import type { ManualDepositData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { readMyPayments } from '../payment-queue';
import { manualDepositView } from './manual-deposit-view';

export async function listMyManualDeposits(
  ctx: AppContext,
  userId: number,
  page: { skip: number; limit: number },
): Promise<ManualDepositData[]> {
  return (await readMyPayments(ctx.db, 'manual_deposits', userId, page)).map(manualDepositView);
}
