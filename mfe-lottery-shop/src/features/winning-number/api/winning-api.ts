import type { GovernmentWinningResult, HttpClient, WinningNumberData } from 'shared-contracts';

/** `GET government/winning-result?round_end_date=YYYY-MM-DD`: every prize of one GLO draw. */
export function fetchWinningResult(api: HttpClient, date: string): Promise<GovernmentWinningResult> {
  return api.get<GovernmentWinningResult>('government/winning-result', { params: { round_end_date: date } });
}

/**
 * Dates of past GLO draws, newest first: the resulted rounds of the shop (`lottery/winning-number/thai`)
 * and of the Thai underground game (`underground/winning-number/thai`, the same official draws, imported
 * back to 2010). Rejects only when both lists fail.
 */
export async function fetchPastDrawDates(api: HttpClient, limit = 24): Promise<string[]> {
  const lists = await Promise.allSettled(
    ['lottery/winning-number/thai', 'underground/winning-number/thai'].map((path) =>
      api.get<WinningNumberData[]>(path, { params: { limit } }),
    ),
  );
  const ok = lists.flatMap((l) => (l.status === 'fulfilled' ? [l.value] : []));
  if (ok.length === 0) throw (lists[0] as PromiseRejectedResult).reason;
  return [...new Set(ok.flat().map((r) => r.draw_date))].sort().reverse();
}
