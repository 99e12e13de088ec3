/** `GET games/next-rounds`: per game code, the round taking bets now or the next one to open. */
import { callRoute, type HttpClient, type NextRoundsData } from 'shared-contracts';

export type NextRound = NextRoundsData['rounds'][number];

export async function fetchNextRounds(api: HttpClient): Promise<Map<string, NextRound>> {
  const data = await callRoute(api, 'GET /games/next-rounds');
  return new Map(data.rounds.map((r) => [r.game_code, r]));
}
