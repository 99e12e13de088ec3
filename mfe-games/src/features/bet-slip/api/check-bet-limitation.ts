import type { BetLimitationBody, BetLimitationData, GameDef, HttpClient } from 'shared-contracts';

/** `POST {family}/bet/limitation/{type}`: checks a slip against limits and restricted numbers without placing it. */
export function checkBetLimitation(
  api: HttpClient,
  game: GameDef,
  body: BetLimitationBody,
): Promise<BetLimitationData> {
  return api.post<BetLimitationData>(`${game.api.family}/bet/limitation/${game.api.type}`, body);
}
