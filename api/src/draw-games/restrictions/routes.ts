/** Restricted numbers players see: `GET {family}/limit-number/{type}` for every draw game (ops' side: backoffice/routes/restrictions.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { ENGINE_GAMES } from '../rounds/draw-games';
import { listLimitNumbers } from './list-limit-numbers';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.drawRestrictions;

export function restrictionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of ENGINE_GAMES) {
      const route = contractRoutes(app, { tags: ['games'] });
      route(
        wire.getGameLimitNumber,
        {
          summary: `${game.code}: restricted numbers of a round (default the open one): CLOSED, REDUCED_RATE with the rate, CAP with what remains`,
          game: game.api,
        },
        (req) => listLimitNumbers(ctx, game, req.query.round_id),
      );
    }
  };
}
