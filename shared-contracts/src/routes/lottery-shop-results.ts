/** The wire contract of the routes in `api/src/lottery-shop/routes/results.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import {
  governmentWinningResult,
  lotteryFamousNumberData,
  lotteryFamousNumberMasterData,
  lotteryFamousNumberQuery,
  winningResultQuery,
} from '../schemas/lottery-shop';
import { route } from './route';

export const lotteryShopResultsRoutes = {
  getGovernmentWinningResult: route({
    method: 'GET',
    path: '/government/winning-result',
    query: winningResultQuery,
    response: governmentWinningResult,
  }),
  getGameFeLotteryFamousNumber: route({
    method: 'GET',
    path: '/game/fe/lottery/famous-number',
    query: lotteryFamousNumberQuery,
    response: lotteryFamousNumberData,
  }),
  getGameFeLotteryFamousNumberByMaster: route({
    method: 'GET',
    path: '/game/fe/lottery/famous-number/:master',
    params: z.object({ master: z.string() }),
    response: lotteryFamousNumberMasterData,
  }),
};
