/** /api/v1/game/fe/famous-number/{GAME}: public, aggregated over all players (no personal data). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { rateLimits } from '../../http/rate-limit';
import { sendOk } from '../../http/reply';
import { listFamousNumbers } from './list-famous-numbers';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.famousNumbers;

export function famousNumberRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      wire.getGameFeFamousNumberByGame.path,
      {
        // public: counted per IP (the aggregate reads the open round's bet lines)
        config: { rateLimit: rateLimits(ctx.config).publicRead },
        schema: routeSchema(wire.getGameFeFamousNumberByGame, {
          tags: ['games'],
          summary:
            'Top 10 most-staked numbers of a kind in the open round of {game} (short code); ?three_type=THREE_TOP or ?kind=THREE_TOP',
        }),
      },
      async (req, reply) => sendOk(reply, await listFamousNumbers(ctx, req.params.game, req.query)),
    );
  };
}
