import { callRoute, type HttpClient, type WalletBalanceData } from 'shared-contracts';

/** `GET wallet/balance`: balance in baht, currency, FREE_LOTTERY tickets. */
export function fetchBalance(api: HttpClient): Promise<WalletBalanceData> {
  return callRoute(api, 'GET /wallet/balance');
}
