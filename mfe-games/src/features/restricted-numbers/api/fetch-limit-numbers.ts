import { callRoute, type GameDef, type HttpClient, type LimitNumberData } from 'shared-contracts';

/** `GET {family}/limit-number/{type}`: the restricted numbers (CLOSED, REDUCED_RATE, CAP) players see. */
export function fetchLimitNumbers(api: HttpClient, game: GameDef): Promise<LimitNumberData> {
  return callRoute(api, 'GET /{family}/limit-number/{type}', { params: game.api });
}
