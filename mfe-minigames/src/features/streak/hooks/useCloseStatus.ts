import { useQuery } from '@tanstack/react-query';
import type { StreakGame } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { minigameKeys } from '../../../query-keys';
import { fetchCloseStatus } from '../api/streak-api';

/** Whether the game takes new slips, and its multiplier, stake limits and largest payout (public). */
export function useCloseStatus(game: StreakGame) {
  const { api } = useRemote();
  return useQuery({ queryKey: minigameKeys.closeStatus(game), queryFn: () => fetchCloseStatus(api, game) });
}
