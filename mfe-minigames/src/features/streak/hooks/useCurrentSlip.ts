import { useQuery } from '@tanstack/react-query';
import type { StreakGame } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { minigameKeys } from '../../../query-keys';
import { fetchCurrentSlip } from '../api/streak-api';

/** The player's open slip of the game (null when none; not asked for a visitor). */
export function useCurrentSlip(game: StreakGame) {
  const { api } = useRemote();
  const session = useSession();
  return useQuery({
    queryKey: minigameKeys.currentSlip(session.customerCode, game),
    queryFn: () => fetchCurrentSlip(api, game),
    enabled: session.status === 'authenticated',
    staleTime: 0,
  });
}
