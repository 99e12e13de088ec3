/** The wire contract of the routes in `api/src/draw-games/results/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { drawWinningNumberData } from '../schemas/draw-games';
import { route } from './route';

const query = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int()
    .min(1, 'limit must be 1-400')
    .max(400, 'limit must be 1-400')
    .default(20),
});

export const drawResultsRoutes = {
  getGameWinningNumber: route({
    method: 'GET',
    path: '/{family}/winning-number/{type}',
    query: query,
    response: z.array(drawWinningNumberData),
  }),
};
