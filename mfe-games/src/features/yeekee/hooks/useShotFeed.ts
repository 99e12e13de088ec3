import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameDef, YeekeePredictsData, YeekeeShotData } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { fetchYeekeeShots } from '../api/fetch-yeekee-shots';
import { mergeShots } from '../utils/merge-shots';
import { useYeekeeLive } from './useYeekeeLive';

/** How often the feed is read while the live channel is not delivering (no live client, reconnecting). */
export const FEED_POLL_MS = 4_000;

/**
 * A round's live shot feed (docs/game-rules.md "Yeekee"): the newest page of `GET yeekee/predicts/{round_id}`,
 * then every `yeekee/shot` message of the round's live channel added to it (one entry per sequence, newest
 * first); read again whenever the channel (re)connects, and every `FEED_POLL_MS` while it is not delivering.
 * A `yeekee/result` message refreshes the rounds of the moment and the day. `addShots` adds shots the page
 * learnt otherwise (the player's own accepted shot).
 */
export function useShotFeed(game: GameDef, roundId: string | null) {
  const { api } = useRemote();
  const queryClient = useQueryClient();
  const key = gamesKeys.yeekeeShots(game.slug, roundId ?? '');
  const addShots = (shots: YeekeeShotData[]) =>
    queryClient.setQueryData<YeekeePredictsData>(key, (page) => (page ? mergeShots(page, shots) : page));

  const connected = useYeekeeLive(
    roundId ? [roundId] : [],
    (event) => {
      if (event.kind === 'shot' && event.shot.round_id === roundId) addShots([event.shot]);
      if (event.kind === 'result') {
        void queryClient.invalidateQueries({ queryKey: gamesKeys.yeekeeStatus(game.slug) });
        void queryClient.invalidateQueries({ queryKey: gamesKeys.yeekeeDay(game.slug, null) });
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    () => {
      // a reconnection: shots may have been missed meanwhile (the first page is still on its way at the start)
      if (queryClient.getQueryState(key)?.status === 'success') void queryClient.invalidateQueries({ queryKey: key });
    },
  );

  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const fresh = await fetchYeekeeShots(api, roundId!);
      // live shots that arrived while this page was on its way stay in the feed
      const known = queryClient.getQueryData<YeekeePredictsData>(key);
      return known ? mergeShots(fresh, known.shots) : fresh;
    },
    enabled: roundId !== null,
    refetchInterval: connected ? false : FEED_POLL_MS,
  });
  return { feed: query.data, failed: query.isError && !query.data, connected, addShots };
}
