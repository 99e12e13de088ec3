/**
 * The payments calls of the console (api/src/backoffice/routes/payments.ts, issue 11): the queues `GET
 * backoffice/withdrawals?state=` and `GET backoffice/deposits?state=` (every ops role), and the decisions `POST
 * backoffice/withdrawals/{id}/approve|reject` and `POST backoffice/deposits/{id}/confirm|reject` `{reason}`
 * (operators; a reason is required to reject; 409 when another ops user decided first).
 */
import type {
  HttpClient,
  OpsManualDepositData,
  OpsManualDepositsData,
  OpsWithdrawalData,
  OpsWithdrawalsData,
  TransactionStatus,
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

export const fetchQueue = (api: HttpClient, queue: PaymentQueue, state: TransactionStatus) =>
  api.get<QueuePage>(`backoffice/${queue}`, { params: { state, limit: 50 } });

export const decidePayment = (
  api: HttpClient,
  queue: PaymentQueue,
  id: string,
  decision: PaymentDecision,
  reason: string,
) => api.post<QueueItem>(`backoffice/${queue}/${encodeURIComponent(id)}/${decision}`, reason ? { reason } : {});

/** The id of a queue item (a withdrawal's or a declared deposit's). */
export function itemId(item: QueueItem): string {
  return 'withdrawal_id' in item ? item.withdrawal_id : item.deposit_id;
}
