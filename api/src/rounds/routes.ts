/** /api/v1/{family}/current-round/{type} for every table game (the Thai underground in issue 2). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentRoundData } from 'shared-contracts';
import type { AppContext } from '../context';
import { responses, sendOk } from '../http/reply';
import { getCurrentRound } from './get-current-round';
import { TABLE_GAMES } from './table-games';

export function roundRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of TABLE_GAMES) {
      const { family, type } = game.api;
      app.get(
        `/${family}/current-round/${type}`,
        {
          schema: {
            tags: ['games'],
            summary: `${game.code}: the round open for bets (409 E20016 closed/awaiting next, 409 E30000 force closed, 404 none)`,
            response: responses(currentRoundData),
          },
        },
        async (_req, reply) => sendOk(reply, await getCurrentRound(ctx, game)),
      );
    }
  };
}
