import { useQuery } from '@tanstack/react-query';
import type { GameDef } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { fetchCurrentRound, type RoundView } from '../api/fetch-current-round';

const CHECKING: RoundView = { status: 'checking', data: null, seconds: null };

/**
 * Milliseconds until one second after the round's next event (an open round's close, or a closed round's
 * result), when the round is asked for again; false when nothing is counting down.
 */
function untilNextEvent(round: RoundView | undefined): number | false {
  if (!round) return false;
  const open = (round.data?.all_rounds ?? []).filter((r) => r.state === 'open');
  const seconds = [round.seconds, ...open.map((r) => r.count_down.total_seconds)].filter((s) => s !== null);
  return seconds.length ? Math.max(0, Math.min(...seconds)) * 1000 + 1000 : false;
}

/**
 * The game's current round (status `checking` until the first answer) and when it was loaded (ms, the
 * countdown's origin). Asked again a second after each close or result time it counts down to, and
 * whenever `gamesKeys.currentRound` is invalidated (a bet refused because the round closed).
 */
export function useCurrentRound(game: GameDef): { round: RoundView; loadedAt: number } {
  const { api } = useRemote();
  const query = useQuery({
    queryKey: gamesKeys.currentRound(game.slug),
    queryFn: () => fetchCurrentRound(api, game),
    refetchInterval: (q) => untilNextEvent(q.state.data),
    // the countdown runs whether or not the page has the focus
    refetchIntervalInBackground: true,
  });
  return { round: query.data ?? CHECKING, loadedAt: query.data ? query.dataUpdatedAt : Date.now() };
}
