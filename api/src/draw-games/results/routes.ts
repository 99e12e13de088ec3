/** /api/v1/{family}/winning-number/{type} for every draw game: past results, newest first. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { ENGINE_GAMES } from '../rounds/draw-games';
import { listWinningNumbers } from './list-winning-numbers';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.drawResults;

export function resultRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of ENGINE_GAMES) {
      const route = contractRoutes(app, { tags: ['games'] });
      route(
        wire.getGameWinningNumber,
        { summary: `${game.code}: results of past rounds, newest first`, game: game.api },
        (req) => listWinningNumbers(ctx, game, req.query.limit),
      );
    }
  };
}
