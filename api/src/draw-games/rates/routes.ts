/**
 * The rates in force players see: `GET {family}/rate/{type}` for every draw game (ops' side:
 * backoffice/routes/rates.ts; use cases in this folder).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable, gamePath } from 'shared-contracts';
import type { AppContext } from '../../context';
import { sendOk } from '../../http/reply';
import { ENGINE_GAMES } from '../rounds/draw-games';
import { publicGameRates } from './public-game-rates';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.gameRates;

export function gameRateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of ENGINE_GAMES) {
      const { family, type } = game.api;
      app.get(
        gamePath(wire.getGameRate, { family, type }),
        {
          schema: routeSchema(wire.getGameRate, {
            tags: ['games'],
            summary: `${game.code}: the bet kinds with the payout rate (baht per baht) and stake limits (baht) in force`,
          }),
        },
        async (_req, reply) => sendOk(reply, await publicGameRates(ctx.db, game)),
      );
    }
  };
}
