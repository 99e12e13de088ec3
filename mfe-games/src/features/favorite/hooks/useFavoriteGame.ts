import { useCallback, useEffect, useState } from 'react';
import type { GameDef } from 'shared-contracts';
import { requestLogin } from '../../../app/request-login';
import { useRemote } from '../../../app/useRemote';
import { useSession } from '../../../app/useSession';
import { addFavorite, fetchFavorites, removeFavorite } from '../api/favorites';

/**
 * Whether the game is one of the player's favourites, and a toggle (visitors are asked to log in).
 * `favorite` is null until known; `failed` is set when the last toggle did not go through.
 */
export function useFavoriteGame(game: GameDef) {
  const { api, bus } = useRemote();
  const session = useSession();
  const [favorite, setFavorite] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const authed = session.status === 'authenticated';

  useEffect(() => {
    if (!authed || !game.favorite) return;
    let live = true;
    fetchFavorites(api)
      .then((list) => live && setFavorite(list.some((f) => f.code === game.code)))
      .catch(() => live && setFavorite(false));
    return () => {
      live = false;
    };
  }, [api, game, authed]);

  const toggle = useCallback(async () => {
    if (!authed) {
      requestLogin(bus);
      return;
    }
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const list = favorite ? await removeFavorite(api, game) : await addFavorite(api, game);
      setFavorite(list.some((f) => f.code === game.code));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [api, bus, game, favorite, busy, authed]);

  return { favorite: favorite ?? false, known: favorite !== null, busy, failed, toggle, available: !!game.favorite };
}
