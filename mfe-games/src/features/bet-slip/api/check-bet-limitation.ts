import {
  callRoute,
  type BetLimitationBody,
  type BetLimitationData,
  type GameDef,
  type HttpClient,
} from 'shared-contracts';

/** `POST {family}/bet/limitation/{type}`: checks a slip against limits and restricted numbers without placing it. */
export function checkBetLimitation(
  api: HttpClient,
  game: GameDef,
  body: BetLimitationBody,
): Promise<BetLimitationData> {
  return callRoute(api, 'POST /{family}/bet/limitation/{type}', { params: game.api, body });
}
