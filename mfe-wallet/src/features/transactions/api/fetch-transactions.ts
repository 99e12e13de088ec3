import { callRoute, type HttpClient, type WalletTransaction } from 'shared-contracts';

/** `GET wallet/transactions?skip&limit`: the player's ledger movements, newest first. */
export function fetchTransactions(api: HttpClient, skip = 0, limit = 20): Promise<WalletTransaction[]> {
  return callRoute(api, 'GET /wallet/transactions', { query: { skip, limit } });
}
