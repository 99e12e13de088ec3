/** Buying the cart: `POST lottery/bet/limitation` (the checks without buying) and `POST lottery/bet` (idempotent per Idempotency-Key). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../http/auth-guard';
import { rateLimits } from '../../http/rate-limit';
import { checkBetLimitation } from '../checkout/check-bet-limitation';
import { placeLotteryBet } from '../checkout/place-lottery-bet';
import { sendStored } from '../../http/reply';
import { idempotentRequest } from '../../wallet/idempotent-request';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.lotteryShopCheckout;

export function shopCheckoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const user = requireUser(ctx);
    const route = contractRoutes(app, { tags: ['lottery-shop'], guard: user });
    route(
      wire.postLotteryBetLimitation,
      { summary: 'Checks a purchase of the cart without buying (E20016, E20015, E30002, E30003, P2R202)' },
      (req) => checkBetLimitation(ctx, currentUser(req).userId, req.body.uses),
    );
    route(
      wire.postLotteryBet,
      {
        summary: 'Buy the cart (79 baht a ticket, `uses` FREE_LOTTERY tickets); idempotent per Idempotency-Key',
        rateLimit: rateLimits(ctx.config).bet,
      },
      async (req, reply) =>
        sendStored(
          reply,
          await placeLotteryBet(ctx, {
            ...idempotentRequest(req),
            remark: req.body.remark,
            uses: req.body.uses,
          }),
        ),
    );
  };
}
