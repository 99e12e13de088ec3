/** The wire contract of the routes in `api/src/lottery-shop/routes/cart.ts` (ARCHITECTURE.md "The wire contract"). */
import { lotteryBookBody, lotteryCartData, lotteryCartSummary } from '../schemas/lottery-shop';
import { route } from './route';

export const lotteryShopCartRoutes = {
  postLotteryBook: route({ method: 'POST', path: '/lottery/book', body: lotteryBookBody, response: lotteryCartData }),
  getLotteryCart: route({ method: 'GET', path: '/lottery/cart', response: lotteryCartData }),
  getLotteryCartSummary: route({ method: 'GET', path: '/lottery/cart/summary', response: lotteryCartSummary }),
};
