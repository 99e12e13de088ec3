/**
 * `GET backoffice/deposits?state&skip&limit` (every ops role): declared bank-transfer deposits in one state, the
 * oldest first for PENDING, the newest first otherwise, with how many are PENDING in all and whether the
 * manual-bank-transfer rail is on (PAYMENT_RAIL).
 */
import type { OpsManualDepositsData, PaymentQueueQuery } from 'shared-contracts';
import type { AppContext } from '../../context';
import { readPaymentQueue } from '../payment-queue';
import { opsManualDepositView } from './manual-deposit-view';

export async function listManualDepositQueue(ctx: AppContext, q: PaymentQueueQuery): Promise<OpsManualDepositsData> {
  const { rows, pending } = await readPaymentQueue(ctx, 'manual_deposits', q);
  return {
    items: rows.map(opsManualDepositView),
    pending,
    rail_on: ctx.config.paymentRails.includes('manual-bank-transfer'),
  };
}
