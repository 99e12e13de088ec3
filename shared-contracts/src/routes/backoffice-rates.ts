/** The wire contract of the routes in `api/src/backoffice/routes/rates.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { gameRateHistoryEntry, gameRateHistoryQuery, gameRatesBody, gameRatesData } from '../schemas/game-rates';
import { route } from './route';

const params = z.object({ game: z.string() });

export const backofficeRatesRoutes = {
  getBackofficeRatesByGame: route({
    method: 'GET',
    path: '/backoffice/rates/:game',
    params: params,
    response: gameRatesData,
  }),
  putBackofficeRatesByGame: route({
    method: 'PUT',
    path: '/backoffice/rates/:game',
    params: params,
    body: gameRatesBody,
    response: gameRatesData,
    status: [200, 202],
  }),
  getBackofficeRatesByGameHistory: route({
    method: 'GET',
    path: '/backoffice/rates/:game/history',
    params: params,
    query: gameRateHistoryQuery,
    response: z.array(gameRateHistoryEntry),
  }),
};
