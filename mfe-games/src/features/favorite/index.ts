/** The public face of the favorite feature: other features import only what is exported here. */
export { fetchFavorites } from './api/favorites';
export { FavoriteStar } from './components/FavoriteStar';
export { FavoriteTab } from './components/FavoriteTab';
