import type { HttpClient, LotteryBetSlipList } from 'shared-contracts';

/** `GET lottery/bet-slip`: the player's purchases, newest first. */
export function fetchLotterySlips(api: HttpClient, limit = 20): Promise<LotteryBetSlipList> {
  return api.get<LotteryBetSlipList>('lottery/bet-slip', { params: { skip: 0, limit } });
}
