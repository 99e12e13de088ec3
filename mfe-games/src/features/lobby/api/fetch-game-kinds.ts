import { callRoute, readGameRates, type BetKindConfig, type GameDef, type HttpClient } from 'shared-contracts';

/**
 * `GET {family}/rate/{type}`: the game's kinds with the payout rates and stake limits in force (ops may change
 * them), read with the plain `readGameRates` (no zod in the browser) into catalogue-shaped `BetKindConfig`s
 * (rate ×100, satang). A kind the answer lacks keeps the catalogue's.
 */
export async function fetchGameKinds(api: HttpClient, game: GameDef): Promise<BetKindConfig[]> {
  return readGameRates(await callRoute(api, 'GET /{family}/rate/{type}', { params: game.api }), game.betKinds);
}
