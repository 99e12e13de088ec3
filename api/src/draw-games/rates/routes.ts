/**
 * The rates in force players see: `GET {family}/rate/{type}` for every draw game (ops' side:
 * backoffice/routes/rates.ts; use cases in this folder).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicGameRatesData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { responses, sendOk } from '../../http/reply';
import { ENGINE_GAMES } from '../rounds/draw-games';
import { publicGameRates } from './public-game-rates';

export function gameRateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of ENGINE_GAMES) {
      const { family, type } = game.api;
      app.get(
        `/${family}/rate/${type}`,
        {
          schema: {
            tags: ['games'],
            summary: `${game.code}: the bet kinds with the payout rate (baht per baht) and stake limits (baht) in force`,
            response: responses(publicGameRatesData),
          },
        },
        async (_req, reply) => sendOk(reply, await publicGameRates(ctx.db, game)),
      );
    }
  };
}
