/** /api/v1/{family}/winning-number/{type} for every draw game: past results, newest first. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drawWinningNumberData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { responses, sendOk } from '../../http/reply';
import { ENGINE_GAMES } from '../rounds/draw-games';
import { listWinningNumbers } from './list-winning-numbers';

const query = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int()
    .min(1, 'limit must be 1-400')
    .max(400, 'limit must be 1-400')
    .default(20),
});

export function resultRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of ENGINE_GAMES) {
      const { family, type } = game.api;
      app.get(
        `/${family}/winning-number/${type}`,
        {
          schema: {
            tags: ['games'],
            summary: `${game.code}: results of past rounds, newest first`,
            querystring: query,
            response: responses(z.array(drawWinningNumberData)),
          },
        },
        async (req, reply) => sendOk(reply, await listWinningNumbers(ctx, game, req.query.limit)),
      );
    }
  };
}
