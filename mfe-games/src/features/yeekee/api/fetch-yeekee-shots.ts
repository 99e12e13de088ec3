import type { GameDef, HttpClient, YeekeePredictsData } from 'shared-contracts';

/** Shots shown in the feed: the newest page of a round (the API allows up to 100). */
export const FEED_PAGE = 50;

/** `GET yeekee/predicts/{round_id}?limit=`: a round's newest shots (shooters masked) and its shot count. */
export function fetchYeekeeShots(api: HttpClient, game: GameDef, roundId: string): Promise<YeekeePredictsData> {
  return api.get<YeekeePredictsData>(`${game.api.family}/predicts/${encodeURIComponent(roundId)}`, {
    params: { limit: FEED_PAGE },
  });
}
