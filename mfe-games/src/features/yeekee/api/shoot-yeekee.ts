import { callRoute, type HttpClient, type YeekeePredictBody, type YeekeeShotData } from 'shared-contracts';

/**
 * `POST yeekee/predict {round_id, number}` (a player; free): one 5-digit shot into a round taking shots.
 * Resolves with the accepted shot and its sequence; rejects with E20016 (not taking shots), E10429 (too many
 * shots, per account) or E10401 (not logged in).
 */
export function shootYeekee(api: HttpClient, body: YeekeePredictBody): Promise<YeekeeShotData> {
  return callRoute(api, 'POST /yeekee/predict', { body });
}
