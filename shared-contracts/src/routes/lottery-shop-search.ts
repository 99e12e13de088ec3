/** The wire contract of the routes in `api/src/lottery-shop/routes/search.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { lotterySearchBody, lotterySearchData, lotterySearchQuery } from '../schemas/lottery-shop';
import { route } from './route';

export const lotteryShopSearchRoutes = {
  postLotterySearchNumber: route({
    method: 'POST',
    path: '/lottery/search-number',
    query: lotterySearchQuery,
    body: lotterySearchBody,
    response: lotterySearchData,
  }),
  getLotterySuggestNumber: route({ method: 'GET', path: '/lottery/suggest-number', response: lotterySearchData }),
  getLotteryFeBackgroundByDate: route({
    method: 'GET',
    path: '/lottery/fe/background/:date',
    params: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'date must be YYYY-MM-DDT16:00:00') }),
    response: z.string(),
    contentType: 'image/svg+xml',
  }),
};
