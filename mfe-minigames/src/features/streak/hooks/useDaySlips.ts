import { useQuery } from '@tanstack/react-query';
import type { StreakGame } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { minigameKeys } from '../../../query-keys';
import { fetchDaySlips } from '../api/streak-api';

/** Today's slips of the game (Bangkok day), newest first, with the day's totals. */
export function useDaySlips(game: StreakGame) {
  const { api } = useRemote();
  const session = useSession();
  return useQuery({
    queryKey: minigameKeys.daySlips(session.customerCode, game),
    queryFn: () => fetchDaySlips(api, game),
    enabled: session.status === 'authenticated',
  });
}
