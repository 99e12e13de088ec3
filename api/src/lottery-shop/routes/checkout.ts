/** Buying the cart: `POST lottery/bet/limitation` (the checks without buying) and `POST lottery/bet` (idempotent per Idempotency-Key). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../http/auth-guard';
import { rateLimits } from '../../http/rate-limit';
import { bearerSecurity, sendOk } from '../../http/reply';
import { requestFingerprint } from '../../wallet/idempotency';
import { checkBetLimitation } from '../checkout/check-bet-limitation';
import { placeLotteryBet } from '../checkout/place-lottery-bet';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.lotteryShopCheckout;

export function shopCheckoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const user = requireUser(ctx);
    const auth = { tags: ['lottery-shop'], security: bearerSecurity };
    app.post(
      wire.postLotteryBetLimitation.path,
      {
        onRequest: user,
        schema: routeSchema(wire.postLotteryBetLimitation, {
          ...auth,
          summary: 'Checks a purchase of the cart without buying (E20016, E20015, E30002, E30003, P2R202)',
        }),
      },
      async (req, reply) => sendOk(reply, await checkBetLimitation(ctx, currentUser(req).userId, req.body.uses)),
    );
    app.post(
      wire.postLotteryBet.path,
      {
        onRequest: user,
        config: { rateLimit: rateLimits(ctx.config).bet },
        schema: routeSchema(wire.postLotteryBet, {
          ...auth,
          summary: 'Buy the cart (79 baht a ticket, `uses` FREE_LOTTERY tickets); idempotent per Idempotency-Key',
        }),
      },
      async (req, reply) => {
        const result = await placeLotteryBet(ctx, {
          userId: currentUser(req).userId,
          remark: req.body.remark,
          uses: req.body.uses,
          idempotencyKey: req.headers['idempotency-key'],
          requestHash: requestFingerprint(req.body),
        });
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return sendOk(reply, result.body, result.statusCode, SuccessCode.CREATED);
      },
    );
  };
}
