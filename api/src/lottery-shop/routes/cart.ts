/** The cart: `POST lottery/book` (a login, 401 E10401 without), `GET lottery/cart` and `GET lottery/cart/summary` (visitors get an empty cart). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../http/auth-guard';
import { rateLimits } from '../../http/rate-limit';
import { bookNumbers } from '../cart/book-numbers';
import { bearerSecurity } from '../../http/reply';
import { getCart } from '../cart/get-cart';
import { getCartSummary } from '../cart/get-cart-summary';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.lotteryShopCart;

export function shopCartRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const user = requireUser(ctx);
    /** Visitors pass through (req.user stays null); a sent token must be valid. */
    const maybeUser = async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.headers.authorization) await user.call(app, req, reply);
    };
    const route = contractRoutes(app, { tags: ['lottery-shop'] });
    route(
      wire.postLotteryBook,
      {
        guard: user,
        summary: 'Set the booked count of numbers (0 removes); 409 E20015 {remaining}, 422 E20013 beyond 55',
        rateLimit: rateLimits(ctx.config).lotteryBook,
      },
      (req) => bookNumbers(ctx, currentUser(req).userId, req.body.bet_detail_list),
    );
    route(
      wire.getLotteryCart,
      { guard: maybeUser, summary: 'The cart of the open shop round (empty for visitors)', security: bearerSecurity },
      (req) => getCart(ctx, req.user?.userId ?? null),
    );
    route(
      wire.getLotteryCartSummary,
      { guard: maybeUser, summary: 'The cart priced (79 baht a ticket) with promotions', security: bearerSecurity },
      (req) => getCartSummary(ctx, req.user?.userId ?? null),
    );
  };
}
