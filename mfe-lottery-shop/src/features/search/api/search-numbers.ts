import type { HttpClient, LotterySearchBody, LotterySearchData } from 'shared-contracts';

/** `POST lottery/search-number?limit=n` (blank box = any digit). */
export function searchNumbers(api: HttpClient, body: LotterySearchBody, limit: number): Promise<LotterySearchData> {
  return api.post<LotterySearchData>('lottery/search-number', body, { params: { limit } });
}

/** `GET lottery/suggest-number`: a few numbers on sale. */
export function suggestNumbers(api: HttpClient): Promise<LotterySearchData> {
  return api.get<LotterySearchData>('lottery/suggest-number');
}
