import { useQuery } from '@tanstack/react-query';
import type { FavoriteListData } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { fetchFavorites } from '../api/favorites';

/**
 * The logged-in player's favourite games (`GET users/favorite`, oldest first), shared by the home lobby and
 * every lobby's star through `gamesKeys.favorites`; nothing is asked for a visitor or when `enabled` is false.
 * `data` stays undefined until the list is known.
 */
export function useFavorites({ enabled = true }: { enabled?: boolean } = {}) {
  const { api } = useRemote();
  const session = useSession();
  return useQuery<FavoriteListData>({
    queryKey: gamesKeys.favorites(session.customerCode),
    queryFn: () => fetchFavorites(api),
    enabled: enabled && session.status === 'authenticated',
  });
}
