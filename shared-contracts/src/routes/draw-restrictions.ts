/** The wire contract of the routes in `api/src/draw-games/restrictions/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { limitNumberData, roundBetSlipQuery } from '../schemas/draw-games';
import { route } from './route';

export const drawRestrictionsRoutes = {
  getGameLimitNumber: route({
    method: 'GET',
    path: '/{family}/limit-number/{type}',
    query: roundBetSlipQuery,
    response: limitNumberData,
  }),
};
