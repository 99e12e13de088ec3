/** Official GLO results (public): `GET government/winning-result` and the famous numbers `GET game/fe/lottery/famous-number[/{master}]`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { rateLimits } from '../../http/rate-limit';
import { sendOk } from '../../http/reply';
import { getFamousNumberHistory, getFamousNumbers } from '../results/famous-numbers';
import { getWinningResult } from '../results/get-winning-result';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.lotteryShopResults;

export function shopResultRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lottery-shop'];
    // public and unauthenticated: counted per IP (the draws themselves are cached, official-draws-cache.ts)
    const config = { rateLimit: rateLimits(ctx.config).publicRead };
    app.get(
      wire.getGovernmentWinningResult.path,
      {
        config,
        schema: routeSchema(wire.getGovernmentWinningResult, {
          tags,
          summary: 'Every prize of the official GLO draw of a date, with payout_status',
        }),
      },
      async (req, reply) => sendOk(reply, await getWinningResult(ctx, req.query.round_end_date)),
    );
    app.get(
      wire.getGameFeLotteryFamousNumber.path,
      {
        config,
        schema: routeSchema(wire.getGameFeLotteryFamousNumber, {
          tags,
          summary: 'Most frequent numbers of a prize type across the official draws',
        }),
      },
      async (req, reply) => sendOk(reply, await getFamousNumbers(ctx, req.query.prize_type, req.query.limit)),
    );
    app.get(
      wire.getGameFeLotteryFamousNumberByMaster.path,
      {
        config,
        schema: routeSchema(wire.getGameFeLotteryFamousNumberByMaster, {
          tags,
          summary: 'Every appearance of a 2-, 3- or 6-digit number in the official draws',
        }),
      },
      async (req, reply) => sendOk(reply, await getFamousNumberHistory(ctx, req.params.master)),
    );
  };
}
