/** The ticket shop's round: `GET underground/current-round?game_type=LOTTERY` (public). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentRoundData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { responses, sendOk } from '../../http/reply';
import { getShopCurrentRound } from '../rounds/get-shop-current-round';

export function shopRoundRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lottery-shop'];
    app.get(
      '/underground/current-round',
      {
        schema: {
          tags,
          summary: 'The ticket shop round (game_type=LOTTERY) with is_lottery_sold_out; 409 E20016 when closed',
          querystring: z.object({ game_type: z.literal('LOTTERY', { message: 'game_type must be LOTTERY' }) }),
          response: responses(currentRoundData),
        },
      },
      async (_req, reply) => sendOk(reply, await getShopCurrentRound(ctx)),
    );
  };
}
