/**
 * The wallet's payment calls (api/src/wallet/routes.ts, issue 11): `GET wallet/payment-options` (rails that are on,
 * today's withdraw limits, the bank account), `POST wallet/withdraw {amount}` (baht, with the submission's
 * Idempotency-Key: a repeat holds once) and `GET wallet/withdrawals`. Reject with the HttpClient's AppError.
 */
import { callRoute, type HttpClient } from 'shared-contracts';

export const fetchPaymentOptions = (api: HttpClient) => callRoute(api, 'GET /wallet/payment-options');

export const postWithdraw = (api: HttpClient, amountBaht: number, idempotencyKey: string) =>
  callRoute(api, 'POST /wallet/withdraw', { body: { amount: amountBaht }, idempotencyKey });

export const fetchMyWithdrawals = (api: HttpClient) =>
  callRoute(api, 'GET /wallet/withdrawals', { query: { skip: 0, limit: 20 } });
