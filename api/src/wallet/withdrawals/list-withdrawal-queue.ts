/**
 * `GET backoffice/withdrawals?state&skip&limit` (every ops role): withdrawals in one state, the oldest first for
 * PENDING (the queue's order of work), the newest first otherwise, with how many are PENDING in all.
 */
import type { OpsWithdrawalsData, PaymentQueueQuery } from 'shared-contracts';
import type { AppContext } from '../../context';
import { readPaymentQueue } from '../payment-queue';
import { opsWithdrawalView } from './withdrawal-view';

export async function listWithdrawalQueue(ctx: AppContext, q: PaymentQueueQuery): Promise<OpsWithdrawalsData> {
  const { rows, pending } = await readPaymentQueue(ctx, 'withdrawals', q);
  return { items: rows.map(opsWithdrawalView), pending };
}
