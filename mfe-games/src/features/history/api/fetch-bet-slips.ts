import type { DrawBetSlipData, GameDef, HttpClient } from 'shared-contracts';

/** `GET {family}/bet-slip/{type}?skip&limit`: the player's slips, newest first, lines with status and payout. */
export function fetchBetSlips(api: HttpClient, game: GameDef, skip: number, limit: number): Promise<DrawBetSlipData[]> {
  return api.get<DrawBetSlipData[]>(`${game.api.family}/bet-slip/${game.api.type}`, { params: { skip, limit } });
}
