import { callRoute, type HttpClient, type YeekeePredictsData } from 'shared-contracts';

/** Shots shown in the feed: the newest page of a round (the API allows up to 100). */
export const FEED_PAGE = 50;

/** `GET yeekee/predicts/{round_id}?limit=`: a round's newest shots (shooters masked) and its shot count. */
export function fetchYeekeeShots(api: HttpClient, roundId: string): Promise<YeekeePredictsData> {
  return callRoute(api, 'GET /yeekee/predicts/:round_id', {
    params: { round_id: roundId },
    query: { limit: FEED_PAGE },
  });
}
