/** The wire contract of the routes in `api/src/draw-games/rates/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { publicGameRatesData } from '../schemas/game-rates';
import { route } from './route';

export const gameRatesRoutes = {
  getGameRate: route({ method: 'GET', path: '/{family}/rate/{type}', response: publicGameRatesData }),
};
