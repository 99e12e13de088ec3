import { callRoute, type DepositData, type HttpClient } from 'shared-contracts';

/**
 * `POST wallet/deposit {amount}` (baht) with the submission's Idempotency-Key: the same key twice gives
 * the first response and one credit. Rejects with the HttpClient's AppError.
 */
export function postDeposit(api: HttpClient, amountBaht: number, idempotencyKey: string): Promise<DepositData> {
  return callRoute(api, 'POST /wallet/deposit', { body: { amount: amountBaht }, idempotencyKey });
}
