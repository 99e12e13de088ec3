import {
  callRoute,
  type FavoriteListData,
  type FavoritePayload,
  type GameDef,
  type HttpClient,
} from 'shared-contracts';

/** `GET users/favorite`: the player's favourite games, oldest first. */
export function fetchFavorites(api: HttpClient): Promise<FavoriteListData> {
  return callRoute(api, 'GET /users/favorite');
}

/**
 * `POST users/favorite` with the game's catalogue payload (docs/product.md "Favourites and drafts"); resolves with the
 * new list.
 */
export function addFavorite(api: HttpClient, game: GameDef): Promise<FavoriteListData> {
  return callRoute(api, 'POST /users/favorite', { body: payloadOf(game) });
}

/** `DELETE users/favorite` with the same payload in the body; resolves with the new list. */
export function removeFavorite(api: HttpClient, game: GameDef): Promise<FavoriteListData> {
  return callRoute(api, 'DELETE /users/favorite', { body: payloadOf(game) });
}

/** The game's favourite payload; a game without one (a mini-game) offers no star, so it is never asked for. */
function payloadOf(game: GameDef): FavoritePayload {
  if (!game.favorite) throw new TypeError(`${game.code} cannot be a favourite`);
  return game.favorite;
}
