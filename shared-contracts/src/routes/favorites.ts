/** The wire contract of the routes in `api/src/favorites/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { favoriteListData, favoritePayload } from '../schemas/player-extras';
import { route } from './route';

export const favoritesRoutes = {
  getUsersFavorite: route({ method: 'GET', path: '/users/favorite', response: favoriteListData }),
  postUsersFavorite: route({
    method: 'POST',
    path: '/users/favorite',
    body: favoritePayload,
    response: favoriteListData,
    status: 201,
  }),
  deleteUsersFavorite: route({
    method: 'DELETE',
    path: '/users/favorite',
    body: favoritePayload,
    response: favoriteListData,
  }),
};
