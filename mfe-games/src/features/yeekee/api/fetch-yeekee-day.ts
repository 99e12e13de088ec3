import type { GameDef, HttpClient, YeekeeByRoundData } from 'shared-contracts';

/**
 * `GET yeekee/winning-number/by-round[?date=YYYY-MM-DD]`: the rounds of a yeekee day planned so far, by number,
 * with phases, shot counts and results (null `date`: the day running now, which the answer names).
 */
export function fetchYeekeeDay(api: HttpClient, game: GameDef, date: string | null): Promise<YeekeeByRoundData> {
  return api.get<YeekeeByRoundData>(
    `${game.api.family}/winning-number/by-round`,
    date ? { params: { date } } : undefined,
  );
}
