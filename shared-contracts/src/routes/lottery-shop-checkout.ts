/** The wire contract of the routes in `api/src/lottery-shop/routes/checkout.ts` (ARCHITECTURE.md "The wire contract"). */
import { lotteryBetBody, lotteryBetLimitationData, lotteryBetSlip } from '../schemas/lottery-shop';
import { idempotencyHeaders, route } from './route';

export const lotteryShopCheckoutRoutes = {
  postLotteryBetLimitation: route({
    method: 'POST',
    path: '/lottery/bet/limitation',
    body: lotteryBetBody,
    response: lotteryBetLimitationData,
  }),
  postLotteryBet: route({
    method: 'POST',
    path: '/lottery/bet',
    body: lotteryBetBody,
    headers: idempotencyHeaders,
    response: lotteryBetSlip,
    status: 201,
  }),
};
