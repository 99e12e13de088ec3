/**
 * The rates in force players see: `GET {family}/rate/{type}` for every draw game (ops' side:
 * backoffice/routes/rates.ts; use cases in this folder).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { ENGINE_GAMES } from '../rounds/draw-games';
import { publicGameRates } from './public-game-rates';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.gameRates;

export function gameRateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of ENGINE_GAMES) {
      const route = contractRoutes(app, { tags: ['games'] });
      route(
        wire.getGameRate,
        {
          summary: `${game.code}: the bet kinds with the payout rate (baht per baht) and stake limits (baht) in force`,
          game: game.api,
        },
        () => publicGameRates(ctx.db, game),
      );
    }
  };
}
