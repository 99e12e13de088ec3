/**
 * Deposits by manual bank transfer (issue 11): `POST wallet/deposit/manual {amount, transferred_at,
 * slip_reference?}` with the submission's Idempotency-Key (a repeat declares once) and `GET wallet/deposit/manual`
 * (the player's declarations, newest first). Reject with the HttpClient's AppError.
 */
import { callRoute, type HttpClient, type ManualDepositBody } from 'shared-contracts';

export const postManualDeposit = (api: HttpClient, body: ManualDepositBody, idempotencyKey: string) =>
  callRoute(api, 'POST /wallet/deposit/manual', { body, idempotencyKey });

export const fetchManualDeposits = (api: HttpClient) =>
  callRoute(api, 'GET /wallet/deposit/manual', { query: { skip: 0, limit: 10 } });
