/** The wire contract of the routes in `api/src/draw-games/famous-numbers/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { famousNumberData } from '../schemas/player-extras';
import { route } from './route';

export const famousNumbersRoutes = {
  getGameFeFamousNumberByGame: route({
    method: 'GET',
    path: '/game/fe/famous-number/:game',
    params: z.object({ game: z.string() }),
    query: z
      .object({
        kind: z.string().max(32).optional(),
        three_type: z.string().max(32).optional(),
        two_type: z.string().max(32).optional(),
        run_type: z.string().max(32).optional(),
        four_type: z.string().max(32).optional(),
        prize_type: z.string().max(32).optional(),
      })
      // any other `{x}_type` key names the kind too (list-famous-numbers.ts); unknown keys are refused there
      .loose(),
    response: famousNumberData,
  }),
};
