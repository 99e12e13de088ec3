import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameDef } from 'shared-contracts';
import { requestLogin, useRemote, useSession } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { addFavorite, removeFavorite } from '../api/favorites';
import { useFavorites } from './useFavorites';

/**
 * Whether the game is one of the player's favourites, and a toggle (visitors are asked to log in). `known`
 * once the list answered (a failed list counts as "not a favourite"); `failed` is set when the last toggle
 * did not go through. The server's new list replaces the cached one (`gamesKeys.favorites`).
 */
export function useFavoriteGame(game: GameDef) {
  const { api, bus } = useRemote();
  const session = useSession();
  const queryClient = useQueryClient();
  const authed = session.status === 'authenticated';
  const list = useFavorites({ enabled: !!game.favorite });
  const favorite = list.data ? list.data.some((f) => f.code === game.code) : list.isError ? false : null;
  const change = useMutation({
    mutationFn: (remove: boolean) => (remove ? removeFavorite(api, game) : addFavorite(api, game)),
    onSuccess: (next) => queryClient.setQueryData(gamesKeys.favorites(session.customerCode), next),
  });

  const toggle = () => {
    if (!authed) {
      requestLogin(bus);
      return;
    }
    if (!change.isPending) change.mutate(!!favorite);
  };

  return {
    favorite: favorite ?? false,
    known: favorite !== null,
    busy: change.isPending,
    failed: change.isError,
    toggle,
    available: !!game.favorite,
  };
}
