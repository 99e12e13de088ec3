import { callRoute, type HttpClient, type YeekeeByRoundData } from 'shared-contracts';

/**
 * `GET yeekee/winning-number/by-round[?date=YYYY-MM-DD]`: the rounds of a yeekee day planned so far, by number,
 * with phases, shot counts and results (null `date`: the day running now, which the answer names).
 */
export function fetchYeekeeDay(api: HttpClient, date: string | null): Promise<YeekeeByRoundData> {
  return callRoute(api, 'GET /yeekee/winning-number/by-round', { query: date ? { date } : undefined });
}
