/** The wire contract of the routes in `api/src/draw-games/rounds/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { currentRoundQuery } from '../schemas/draw-games';
import { currentRoundData, nextRoundsData } from '../schemas/rounds';
import { route } from './route';

export const drawRoundsRoutes = {
  getGameCurrentRound: route({
    method: 'GET',
    path: '/{family}/current-round/{type}',
    query: currentRoundQuery,
    response: currentRoundData,
  }),
  getNextRounds: route({ method: 'GET', path: '/games/next-rounds', response: nextRoundsData }),
};
