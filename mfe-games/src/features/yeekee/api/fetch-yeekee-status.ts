import { callRoute, type HttpClient, type YeekeeStatusData } from 'shared-contracts';

/**
 * `GET yeekee/winning-number/status`: the rounds of the moment (docs/game-rules.md "Yeekee"): the one taking
 * bets (or the next to open), those still shooting and the last closed one, each with its phase and countdown.
 */
export function fetchYeekeeStatus(api: HttpClient): Promise<YeekeeStatusData> {
  return callRoute(api, 'GET /yeekee/winning-number/status');
}
