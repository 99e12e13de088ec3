/** /api/v1/game/fe/famous-number/{GAME}: public, aggregated over all players (no personal data). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { famousNumberData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { rateLimits } from '../../http/rate-limit';
import { responses, sendOk } from '../../http/reply';
import { listFamousNumbers } from './list-famous-numbers';

export function famousNumberRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/game/fe/famous-number/:game',
      {
        // public: counted per IP (the aggregate reads the open round's bet lines)
        config: { rateLimit: rateLimits(ctx.config).publicRead },
        schema: {
          tags: ['games'],
          summary:
            'Top 10 most-staked numbers of a kind in the open round of {game} (short code); ?three_type=THREE_TOP or ?kind=THREE_TOP',
          params: z.object({ game: z.string() }),
          // the kind, by `kind` or by the spec's `{kind}_type` keys (three_type=THREE_TOP, ...): the common ones named
          querystring: z
            .object({
              kind: z.string().max(32).optional(),
              three_type: z.string().max(32).optional(),
              two_type: z.string().max(32).optional(),
              run_type: z.string().max(32).optional(),
              four_type: z.string().max(32).optional(),
              prize_type: z.string().max(32).optional(),
            })
            // any other `{x}_type` key names the kind too (list-famous-numbers.ts); unknown keys are refused there
            .loose(),
          response: responses(famousNumberData),
        },
      },
      async (req, reply) => sendOk(reply, await listFamousNumbers(ctx, req.params.game, req.query)),
    );
  };
}
