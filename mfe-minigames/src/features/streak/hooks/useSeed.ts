import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StreakGame } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { minigameKeys } from '../../../query-keys';
import { fetchSeed, putClientSeed } from '../api/streak-api';

/**
 * The player's seed pair for the next slip (docs/game-rules.md "Provable fairness"): the commitment shown
 * before play, the client seed and the nonce; `setClientSeed` changes the client seed (only between slips).
 */
export function useSeed(game: StreakGame) {
  const { api } = useRemote();
  const session = useSession();
  const queryClient = useQueryClient();
  const key = minigameKeys.seed(session.customerCode, game);
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchSeed(api, game),
    enabled: session.status === 'authenticated',
    staleTime: 0,
  });
  const setClientSeed = useMutation({
    mutationFn: (clientSeed: string) => putClientSeed(api, game, clientSeed),
    onSuccess: (seed) => queryClient.setQueryData(key, seed),
  });
  return { seed: query, setClientSeed };
}
