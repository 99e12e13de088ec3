import { callRoute, type DrawBetSlipData, type GameDef, type HttpClient } from 'shared-contracts';

/** `GET {family}/bet-slip/{type}?skip&limit`: the player's slips, newest first, lines with status and payout. */
export function fetchBetSlips(api: HttpClient, game: GameDef, skip: number, limit: number): Promise<DrawBetSlipData[]> {
  return callRoute(api, 'GET /{family}/bet-slip/{type}', { params: game.api, query: { skip, limit } });
}
