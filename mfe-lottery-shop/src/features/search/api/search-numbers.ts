import { callRoute, type HttpClient, type LotterySearchBody, type LotterySearchData } from 'shared-contracts';

/** `POST lottery/search-number?limit=n` (blank box = any digit). */
export function searchNumbers(api: HttpClient, body: LotterySearchBody, limit: number): Promise<LotterySearchData> {
  return callRoute(api, 'POST /lottery/search-number', { body, query: { limit } });
}

/** `GET lottery/suggest-number`: a few numbers on sale. */
export function suggestNumbers(api: HttpClient): Promise<LotterySearchData> {
  return callRoute(api, 'GET /lottery/suggest-number');
}
