import { callRoute, type GameDef, type HttpClient, type DrawWinningNumberData } from 'shared-contracts';

/** `GET {family}/winning-number/{type}?limit=`: past results, newest first. */
export function fetchWinningNumbers(api: HttpClient, game: GameDef, limit: number): Promise<DrawWinningNumberData[]> {
  return callRoute(api, 'GET /{family}/winning-number/{type}', { params: game.api, query: { limit } });
}
