import type { HttpClient, WalletBalanceData } from 'shared-contracts';

/** `GET wallet/balance`: balance in baht, currency, FREE_LOTTERY tickets. */
export function fetchBalance(api: HttpClient): Promise<WalletBalanceData> {
  return api.get<WalletBalanceData>('wallet/balance');
}
