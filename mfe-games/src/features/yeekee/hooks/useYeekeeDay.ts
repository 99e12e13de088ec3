import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameDef, YeekeeByRoundData } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { fetchYeekeeDay } from '../api/fetch-yeekee-day';
import { untilNextPhase } from './useYeekeeStatus';
import { useYeekeeLive } from './useYeekeeLive';

/** While a round is being calculated its result is due within seconds. */
const CALCULATING_POLL_MS = 3_000;

/**
 * A yeekee day's rounds (`GET yeekee/winning-number/by-round`; `date` null: the running day). The running day is
 * read again a second after the nearest phase end (every 3 s while a round is being calculated, at least every
 * 30 s), and at once when the live channel of a running round announces its result (`yeekee/result`), which
 * also refreshes the rounds of the moment. A past day is final and read once.
 */
export function useYeekeeDay(game: GameDef, date: string | null) {
  const { api } = useRemote();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: gamesKeys.yeekeeDay(game.slug, date),
    queryFn: () => fetchYeekeeDay(api, date),
    refetchInterval: (q) => (date ? false : nextRead(q.state.data)),
    refetchIntervalInBackground: true,
  });
  const running = (query.data?.rounds ?? [])
    .filter((r) => r.phase === 'betting' || r.phase === 'shooting' || r.phase === 'calculating')
    .map((r) => r.round_id);
  useYeekeeLive(running, (event) => {
    if (event.kind !== 'result') return;
    void queryClient.invalidateQueries({ queryKey: gamesKeys.yeekeeDay(game.slug, date) });
    void queryClient.invalidateQueries({ queryKey: gamesKeys.yeekeeStatus(game.slug) });
  });
  return query;
}

function nextRead(data: YeekeeByRoundData | undefined): number {
  if (data?.rounds.some((r) => r.phase === 'calculating')) return CALCULATING_POLL_MS;
  return untilNextPhase(data);
}
