/** /api/v1/game/fe/famous-number/{GAME}: public, aggregated over all players (no personal data). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { famousNumberData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { responses, sendOk } from '../../http/reply';
import { listFamousNumbers } from './list-famous-numbers';

export function famousNumberRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/game/fe/famous-number/:game',
      {
        schema: {
          tags: ['games'],
          summary:
            'Top 10 most-staked numbers of a kind in the open round of {game} (short code); ?three_type=THREE_TOP or ?kind=THREE_TOP',
          params: z.object({ game: z.string() }),
          querystring: z.record(z.string(), z.unknown()),
          response: responses(famousNumberData),
        },
      },
      async (req, reply) => sendOk(reply, await listFamousNumbers(ctx, req.params.game, req.query)),
    );
  };
}
