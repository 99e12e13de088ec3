/** The public face of the favorite feature: other features import only what is exported here. */
export { FavoriteStar } from './components/FavoriteStar';
export { FavoriteTab } from './components/FavoriteTab';
export { useFavorites } from './hooks/useFavorites';
