import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { DrawBetSlipData, GameDef } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { fetchBetSlips } from '../api/fetch-bet-slips';

const PAGE = 10;

/**
 * The logged-in player's slips of the game (of every draw game when `game` is null), newest first, `PAGE` at a time (nothing is asked for a visitor).
 * `slips` is null until the first page; `failed` once a page failed, until `retry()` asks again; `more`
 * while the last page was full. `replaceSlip` puts a slip the server just returned (a partial cancel) in
 * the list. A placed bet invalidates `gamesKeys.betSlips`.
 */
export function useBetSlips(game: GameDef | null) {
  const { api } = useRemote();
  const session = useSession();
  const queryClient = useQueryClient();
  const queryKey = game
    ? gamesKeys.betSlips(game.slug, session.customerCode)
    : gamesKeys.allBetSlips(session.customerCode);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchBetSlips(api, game, pageParam, PAGE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === PAGE ? pages.reduce((n, p) => n + p.length, 0) : undefined),
    enabled: session.status === 'authenticated',
  });
  const replaceSlip = (next: DrawBetSlipData) =>
    queryClient.setQueryData<InfiniteData<DrawBetSlipData[], number>>(
      queryKey,
      (data) =>
        data && { ...data, pages: data.pages.map((page) => page.map((s) => (s.slip_id === next.slip_id ? next : s))) },
    );
  return {
    slips: query.data?.pages.flat() ?? null,
    failed: query.isError && !query.isFetching,
    more: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
    replaceSlip,
  };
}
