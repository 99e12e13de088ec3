import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GameDef, DrawWinningNumberData } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { fetchWinningNumbers } from '../api/fetch-winning-numbers';

const PAGE = 10;

/**
 * Past results of the game, newest first, `PAGE` more at a time. `results` is null while the first page
 * loads (the shown list stays while more load); `failed` once a load failed, until `retry()` asks again;
 * `more` while the last answer filled the limit.
 */
export function useWinningNumbers(game: GameDef): {
  results: DrawWinningNumberData[] | null;
  failed: boolean;
  more: boolean;
  loadMore: () => void;
  retry: () => void;
} {
  const { api } = useRemote();
  const [limit, setLimit] = useState(PAGE);
  const query = useQuery({
    queryKey: [...gamesKeys.winningNumbers(game.slug), limit],
    queryFn: () => fetchWinningNumbers(api, game, limit),
    placeholderData: keepPreviousData,
  });
  const results = query.data ?? null;
  return {
    results,
    failed: query.isError && !query.isFetching,
    more: !!results && results.length >= limit,
    loadMore: () => setLimit((l) => l + PAGE),
    retry: () => void query.refetch(),
  };
}
