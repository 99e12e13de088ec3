/** The ticket shop's round: `GET underground/current-round?game_type=LOTTERY` (public). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { getShopCurrentRound } from '../rounds/get-shop-current-round';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.lotteryShopRound;

export function shopRoundRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['lottery-shop'] });
    route(
      wire.getUndergroundCurrentRound,
      { summary: 'The ticket shop round (game_type=LOTTERY) with is_lottery_sold_out; 409 E20016 when closed' },
      () => getShopCurrentRound(ctx),
    );
  };
}
