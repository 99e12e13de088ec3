/**
 * The payments calls of the console (api/src/backoffice/routes/payments.ts, issue 11): the queues `GET
 * backoffice/withdrawals?state=` and `GET backoffice/deposits?state=` (every ops role), and the decisions `POST
 * backoffice/withdrawals/{id}/approve|reject` and `POST backoffice/deposits/{id}/confirm|reject` `{reason}`
 * (operators; a reason is required to reject; 409 when another ops user decided first).
 */
import {
  callRoute,
  type HttpClient,
  type OpsManualDepositData,
  type OpsManualDepositsData,
  type OpsWithdrawalData,
  type OpsWithdrawalsData,
  type TransactionStatus,
} from 'shared-contracts';

/** Which queue: withdrawals or declared bank-transfer deposits. */
export type PaymentQueue = 'withdrawals' | 'deposits';
/** The decisions of each queue: the first pays (approve / confirm), the second refuses. */
export const DECISIONS = {
  withdrawals: ['approve', 'reject'],
  deposits: ['confirm', 'reject'],
} as const satisfies Record<PaymentQueue, readonly [string, 'reject']>;
export type PaymentDecision = (typeof DECISIONS)[PaymentQueue][number];

export type QueueItem = OpsWithdrawalData | OpsManualDepositData;
export type QueuePage = OpsWithdrawalsData | OpsManualDepositsData;

export const fetchQueue = (api: HttpClient, queue: PaymentQueue, state: TransactionStatus): Promise<QueuePage> => {
  const query = { state, limit: 50 };
  return queue === 'withdrawals'
    ? callRoute(api, 'GET /backoffice/withdrawals', { query })
    : callRoute(api, 'GET /backoffice/deposits', { query });
};

export const decidePayment = (
  api: HttpClient,
  queue: PaymentQueue,
  id: string,
  decision: PaymentDecision,
  reason: string,
): Promise<QueueItem> => {
  const params = { id };
  // a refusal always has its reason (the screen asks for one); a payment may have a note
  if (queue === 'withdrawals') {
    return decision === 'reject'
      ? callRoute(api, 'POST /backoffice/withdrawals/:id/reject', { params, body: { reason } })
      : callRoute(api, 'POST /backoffice/withdrawals/:id/approve', { params, body: reason ? { reason } : {} });
  }
  return decision === 'reject'
    ? callRoute(api, 'POST /backoffice/deposits/:id/reject', { params, body: { reason } })
    : callRoute(api, 'POST /backoffice/deposits/:id/confirm', { params, body: reason ? { reason } : {} });
};

/** The id of a queue item (a withdrawal's or a declared deposit's). */
export function itemId(item: QueueItem): string {
  return 'withdrawal_id' in item ? item.withdrawal_id : item.deposit_id;
}
