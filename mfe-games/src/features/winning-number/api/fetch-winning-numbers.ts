import type { GameDef, HttpClient, DrawWinningNumberData } from 'shared-contracts';

/** `GET {family}/winning-number/{type}?limit=`: past results, newest first. */
export function fetchWinningNumbers(api: HttpClient, game: GameDef, limit: number): Promise<DrawWinningNumberData[]> {
  return api.get<DrawWinningNumberData[]>(`${game.api.family}/winning-number/${game.api.type}`, { params: { limit } });
}
