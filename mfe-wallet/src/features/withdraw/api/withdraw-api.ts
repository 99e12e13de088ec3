/**
 * The wallet's payment calls (api/src/wallet/routes.ts, issue 11): `GET wallet/payment-options` (rails that are on,
 * today's withdraw limits, the bank account), `POST wallet/withdraw {amount}` (baht, with the submission's
 * Idempotency-Key: a repeat holds once) and `GET wallet/withdrawals`. Reject with the HttpClient's AppError.
 */
import type { HttpClient, PaymentOptionsData, WithdrawalData, WithdrawResultData } from 'shared-contracts';

export const fetchPaymentOptions = (api: HttpClient) => api.get<PaymentOptionsData>('wallet/payment-options');

export const postWithdraw = (api: HttpClient, amountBaht: number, idempotencyKey: string) =>
  api.post<WithdrawResultData>('wallet/withdraw', { amount: amountBaht }, { idempotencyKey });

export const fetchMyWithdrawals = (api: HttpClient) =>
  api.get<WithdrawalData[]>('wallet/withdrawals', { params: { skip: 0, limit: 20 } });
