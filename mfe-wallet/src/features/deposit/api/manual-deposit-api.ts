/**
 * Deposits by manual bank transfer (issue 11): `POST wallet/deposit/manual {amount, transferred_at,
 * slip_reference?}` with the submission's Idempotency-Key (a repeat declares once) and `GET wallet/deposit/manual`
 * (the player's declarations, newest first). Reject with the HttpClient's AppError.
 */
import type { HttpClient, ManualDepositBody, ManualDepositData } from 'shared-contracts';

export const postManualDeposit = (api: HttpClient, body: ManualDepositBody, idempotencyKey: string) =>
  api.post<ManualDepositData>('wallet/deposit/manual', body, { idempotencyKey });

export const fetchManualDeposits = (api: HttpClient) =>
  api.get<ManualDepositData[]>('wallet/deposit/manual', { params: { skip: 0, limit: 10 } });
