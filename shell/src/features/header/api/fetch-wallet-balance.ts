/** `GET wallet/balance`: balance in baht (converted to satang here) and the free-ticket count. */
import { bahtToSatang, callRoute, type HttpClient } from 'shared-contracts';

export interface WalletBalance {
  balanceSatang: number;
  freeLottery: number;
}

export async function fetchWalletBalance(api: HttpClient): Promise<WalletBalance> {
  const data = await callRoute(api, 'GET /wallet/balance');
  return { balanceSatang: bahtToSatang(data.balance) ?? 0, freeLottery: data.FREE_LOTTERY ?? 0 };
}
