import { callRoute, type HttpClient, type LotteryBetSlipList } from 'shared-contracts';

/** `GET lottery/bet-slip`: the player's purchases, newest first. */
export function fetchLotterySlips(api: HttpClient, limit = 20): Promise<LotteryBetSlipList> {
  return callRoute(api, 'GET /lottery/bet-slip', { query: { skip: 0, limit } });
}
