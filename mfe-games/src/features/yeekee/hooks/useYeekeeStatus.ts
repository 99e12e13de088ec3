import { useQuery } from '@tanstack/react-query';
import type { GameDef, YeekeeStatusData } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { fetchYeekeeStatus } from '../api/fetch-yeekee-status';

/** The longest the rounds of the moment go unread (a round's phase may end between two countdowns). */
const STATUS_MAX_AGE_MS = 30_000;

/** Milliseconds until a second after the nearest phase end among the rounds (at most `STATUS_MAX_AGE_MS`). */
export function untilNextPhase(data: { rounds: { count_down: { total_seconds: number } }[] } | undefined): number {
  const ends = (data?.rounds ?? []).map((r) => r.count_down.total_seconds).filter((s) => s > 0);
  return Math.min(STATUS_MAX_AGE_MS, ends.length ? Math.min(...ends) * 1000 + 1000 : STATUS_MAX_AGE_MS);
}

/**
 * The yeekee rounds of the moment (`GET yeekee/winning-number/status`): read again a second after the nearest
 * phase end, and at least every 30 s, whether or not the page has the focus; `loadedAt` (ms) is the countdowns'
 * origin.
 */
export function useYeekeeStatus(game: GameDef): { data: YeekeeStatusData | undefined; loadedAt: number } {
  const { api } = useRemote();
  const query = useQuery({
    queryKey: gamesKeys.yeekeeStatus(game.slug),
    queryFn: () => fetchYeekeeStatus(api),
    refetchInterval: (q) => untilNextPhase(q.state.data),
    refetchIntervalInBackground: true,
  });
  return { data: query.data, loadedAt: query.dataUpdatedAt };
}
