import type { FavoriteListData, GameDef, HttpClient } from 'shared-contracts';

/** `GET users/favorite`: the player's favourite games, oldest first. */
export function fetchFavorites(api: HttpClient): Promise<FavoriteListData> {
  return api.get<FavoriteListData>('users/favorite');
}

/**
 * `POST users/favorite` with the game's catalogue payload (docs/product.md "Favourites and drafts"); resolves with the
 * new list.
 */
export function addFavorite(api: HttpClient, game: GameDef): Promise<FavoriteListData> {
  return api.post<FavoriteListData>('users/favorite', game.favorite);
}

/** `DELETE users/favorite` with the same payload in the body; resolves with the new list. */
export function removeFavorite(api: HttpClient, game: GameDef): Promise<FavoriteListData> {
  return api.delete<FavoriteListData>('users/favorite', { body: game.favorite });
}
