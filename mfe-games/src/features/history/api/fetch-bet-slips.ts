import { callRoute, type DrawBetSlipData, type GameDef, type HttpClient } from 'shared-contracts';

/**
 * `GET {family}/bet-slip/{type}?skip&limit`: the player's slips of `game`, newest first, lines with status and
 * payout; with `game` null, `GET bet-slips`: of every draw game.
 */
export function fetchBetSlips(
  api: HttpClient,
  game: GameDef | null,
  skip: number,
  limit: number,
): Promise<DrawBetSlipData[]> {
  return game
    ? callRoute(api, 'GET /{family}/bet-slip/{type}', { params: game.api, query: { skip, limit } })
    : callRoute(api, 'GET /bet-slips', { query: { skip, limit } });
}
