/** The wire contract of the routes in `api/src/draw-games/yeekee/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import {
  yeekeeByRoundData,
  yeekeeByRoundQuery,
  yeekeePredictBody,
  yeekeePredictsData,
  yeekeePredictsQuery,
  yeekeeRoundRecordData,
  yeekeeRoundRecordParams,
  yeekeeShotData,
  yeekeeStatusData,
  yeekeeStatusQuery,
} from '../schemas/yeekee';
import { route } from './route';

export const yeekeeRoutes = {
  postYeekeePredict: route({
    method: 'POST',
    path: '/yeekee/predict',
    body: yeekeePredictBody,
    response: yeekeeShotData,
    status: 201,
  }),
  getYeekeePredictsByRoundId: route({
    method: 'GET',
    path: '/yeekee/predicts/:round_id',
    params: z.object({ round_id: z.string() }),
    query: yeekeePredictsQuery,
    response: yeekeePredictsData,
  }),
  getYeekeeWinningNumberStatus: route({
    method: 'GET',
    path: '/yeekee/winning-number/status',
    query: yeekeeStatusQuery,
    response: yeekeeStatusData,
  }),
  getYeekeeWinningNumberByRound: route({
    method: 'GET',
    path: '/yeekee/winning-number/by-round',
    query: yeekeeByRoundQuery,
    response: yeekeeByRoundData,
  }),
  getYeekeeWinningNumberByDrawDateByRoundNo: route({
    method: 'GET',
    path: '/yeekee/winning-number/:draw_date/:round_no',
    params: yeekeeRoundRecordParams,
    response: yeekeeRoundRecordData,
  }),
};
