/** /api/v1/game/fe/famous-number/{GAME}: public, aggregated over all players (no personal data). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { rateLimits } from '../../http/rate-limit';
import { listFamousNumbers } from './list-famous-numbers';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.famousNumbers;

export function famousNumberRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['games'] });
    route(
      wire.getGameFeFamousNumberByGame,
      {
        summary:
          'Top 10 most-staked numbers of a kind in the open round of {game} (short code); ?three_type=THREE_TOP or ?kind=THREE_TOP',
        // public: counted per IP (the aggregate reads the open round's bet lines)
        rateLimit: rateLimits(ctx.config).publicRead,
      },
      (req) => listFamousNumbers(ctx, req.params.game, req.query),
    );
  };
}
