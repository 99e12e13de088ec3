import type { HttpClient, WalletTransaction } from 'shared-contracts';

/** `GET wallet/transactions?skip&limit`: the player's ledger movements, newest first. */
export function fetchTransactions(api: HttpClient, skip = 0, limit = 20): Promise<WalletTransaction[]> {
  return api.get<WalletTransaction[]>('wallet/transactions', { params: { skip, limit } });
}
