import type { GameDef, HttpClient, WinningNumberData } from 'shared-contracts';

/** `GET {family}/winning-number/{type}?limit=`: past results, newest first. */
export function fetchWinningNumbers(api: HttpClient, game: GameDef, limit: number): Promise<WinningNumberData[]> {
  return api.get<WinningNumberData[]>(`${game.api.family}/winning-number/${game.api.type}`, { params: { limit } });
}
