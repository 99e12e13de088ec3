/**
 * /api/v1 routes of the government-lottery ticket shop (issue 4; docs/product.md "API paths"), one file per
 * area; its ops routes (`backoffice/lottery/*`) are in backoffice/routes/lottery-shop.ts. Players send
 * `Authorization: Bearer`; the cart reads answer visitors (no Authorization header) with an empty cart,
 * writes need a login (401 E10401).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { shopCartRoutes } from './cart';
import { shopCheckoutRoutes } from './checkout';
import { shopResultRoutes } from './results';
import { shopRoundRoutes } from './round';
import { shopSearchRoutes } from './search';
import { shopTicketRoutes } from './tickets';

export function lotteryShopRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const routes of [
      shopRoundRoutes,
      shopSearchRoutes,
      shopCartRoutes,
      shopCheckoutRoutes,
      shopTicketRoutes,
      shopResultRoutes,
    ])
      await app.register(routes(ctx));
  };
}
