/** The wire contract of the routes in `api/src/lottery-shop/routes/round.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { currentRoundData } from '../schemas/rounds';
import { route } from './route';

export const lotteryShopRoundRoutes = {
  getUndergroundCurrentRound: route({
    method: 'GET',
    path: '/underground/current-round',
    query: z.object({ game_type: z.literal('LOTTERY', { message: 'game_type must be LOTTERY' }) }),
    response: currentRoundData,
  }),
};
