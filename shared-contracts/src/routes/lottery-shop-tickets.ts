/** The wire contract of the routes in `api/src/lottery-shop/routes/tickets.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import {
  lotteryBetSlip,
  lotteryBetSlipExistData,
  lotteryBetSlipList,
  lotteryCancelFeeData,
  lotteryPartialCancelBody,
  lotteryRoundQuery,
} from '../schemas/lottery-shop';
import { pageQuery } from '../schemas/wallet';
import { route } from './route';

const slipParams = z.object({ id: z.string().min(1) });

export const lotteryShopTicketsRoutes = {
  getLotteryBetSlip: route({
    method: 'GET',
    path: '/lottery/bet-slip',
    query: pageQuery,
    response: lotteryBetSlipList,
  }),
  getLotteryBetSlipById: route({
    method: 'GET',
    path: '/lottery/bet-slip/:id',
    params: slipParams,
    response: lotteryBetSlip,
  }),
  getLotteryRoundBetSlip: route({
    method: 'GET',
    path: '/lottery/round-bet-slip',
    query: lotteryRoundQuery,
    response: z.array(lotteryBetSlip),
  }),
  getLotteryBetSlipExist: route({
    method: 'GET',
    path: '/lottery/bet-slip-exist',
    query: lotteryRoundQuery,
    response: lotteryBetSlipExistData,
  }),
  getLotteryCancelFeePartialById: route({
    method: 'GET',
    path: '/lottery/cancel-fee/partial/:id',
    params: slipParams,
    response: lotteryCancelFeeData,
  }),
  postLotteryBetSlipPartialById: route({
    method: 'POST',
    path: '/lottery/bet-slip/partial/:id',
    params: slipParams,
    body: lotteryPartialCancelBody.optional(),
    response: lotteryBetSlip,
  }),
};
