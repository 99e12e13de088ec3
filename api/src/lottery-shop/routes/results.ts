/** Official GLO results (public): `GET government/winning-result` and the famous numbers `GET game/fe/lottery/famous-number[/{master}]`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { rateLimits } from '../../http/rate-limit';
import { getFamousNumberHistory, getFamousNumbers } from '../results/famous-numbers';
import { getWinningResult } from '../results/get-winning-result';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.lotteryShopResults;

export function shopResultRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // public and unauthenticated: counted per IP (the draws themselves are cached, official-draws-cache.ts)
    const rateLimit = rateLimits(ctx.config).publicRead;
    const route = contractRoutes(app, { tags: ['lottery-shop'] });
    route(
      wire.getGovernmentWinningResult,
      { summary: 'Every prize of the official GLO draw of a date, with payout_status', rateLimit },
      (req) => getWinningResult(ctx, req.query.round_end_date),
    );
    route(
      wire.getGameFeLotteryFamousNumber,
      { summary: 'Most frequent numbers of a prize type across the official draws', rateLimit },
      (req) => getFamousNumbers(ctx, req.query.prize_type, req.query.limit),
    );
    route(
      wire.getGameFeLotteryFamousNumberByMaster,
      { summary: 'Every appearance of a 2-, 3- or 6-digit number in the official draws', rateLimit },
      (req) => getFamousNumberHistory(ctx, req.params.master),
    );
  };
}
