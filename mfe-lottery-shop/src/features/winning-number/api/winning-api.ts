import { callRoute, type GovernmentWinningResult, type HttpClient } from 'shared-contracts';

/** `GET government/winning-result?round_end_date=YYYY-MM-DD`: every prize of one GLO draw. */
export function fetchWinningResult(api: HttpClient, date: string): Promise<GovernmentWinningResult> {
  return callRoute(api, 'GET /government/winning-result', { query: { round_end_date: date } });
}

/**
 * Dates of past GLO draws, newest first, from the Thai underground game's results
 * (`underground/winning-number/thai`): the official draws the shop's tickets are checked against, imported back
 * to 2010 and entered by ops since. The shop has no winning-number route of its own (the spec's per-game routes
 * are the draw games'); asking for `lottery/winning-number/thai` was a 404 on every load.
 */
export async function fetchPastDrawDates(api: HttpClient, limit = 24): Promise<string[]> {
  const list = await callRoute(api, 'GET /{family}/winning-number/{type}', {
    params: { family: 'underground', type: 'thai' },
    query: { limit },
  });
  return [...new Set(list.map((r) => r.draw_date))].sort().reverse();
}
