/** The wire contract of the routes in `api/src/backoffice/routes/lottery-shop.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { lotteryInventoryBody, lotteryInventoryData, lotteryPromotionConfig } from '../schemas/lottery-shop';
import { route } from './route';

export const backofficeLotteryShopRoutes = {
  postBackofficeLotteryInventoryByRoundId: route({
    method: 'POST',
    path: '/backoffice/lottery/inventory/:round_id',
    params: z.object({ round_id: z.string() }),
    body: lotteryInventoryBody,
    response: lotteryInventoryData,
  }),
  getBackofficeLotteryPromotions: route({
    method: 'GET',
    path: '/backoffice/lottery/promotions',
    response: lotteryPromotionConfig,
  }),
  putBackofficeLotteryPromotions: route({
    method: 'PUT',
    path: '/backoffice/lottery/promotions',
    body: lotteryPromotionConfig,
    response: lotteryPromotionConfig,
  }),
};
