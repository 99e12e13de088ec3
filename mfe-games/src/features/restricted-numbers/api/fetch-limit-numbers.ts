import type { GameDef, HttpClient, LimitNumberData } from 'shared-contracts';

/** `GET {family}/limit-number/{type}`: the restricted numbers (CLOSED, REDUCED_RATE, CAP) players see. */
export function fetchLimitNumbers(api: HttpClient, game: GameDef): Promise<LimitNumberData> {
  return api.get<LimitNumberData>(`${game.api.family}/limit-number/${game.api.type}`);
}
