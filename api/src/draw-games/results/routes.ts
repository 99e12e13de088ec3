/** /api/v1/{family}/winning-number/{type} for every draw game: past results, newest first. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable, gamePath } from 'shared-contracts';
import type { AppContext } from '../../context';
import { sendOk } from '../../http/reply';
import { ENGINE_GAMES } from '../rounds/draw-games';
import { listWinningNumbers } from './list-winning-numbers';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.drawResults;

export function resultRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of ENGINE_GAMES) {
      const { family, type } = game.api;
      app.get(
        gamePath(wire.getGameWinningNumber, { family, type }),
        {
          schema: routeSchema(wire.getGameWinningNumber, {
            tags: ['games'],
            summary: `${game.code}: results of past rounds, newest first`,
          }),
        },
        async (req, reply) => sendOk(reply, await listWinningNumbers(ctx, game, req.query.limit)),
      );
    }
  };
}
