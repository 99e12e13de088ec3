/** The wire contract of the routes in `api/src/draw-games/bets/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import {
  betLimitationBody,
  betLimitationData,
  betSlipExistData,
  betSlipExistQuery,
  cancelFeeData,
  cancelFeeQuery,
  drawBetSlipData,
  partialCancelBody,
  partialCancelData,
  roundBetSlipData,
  roundBetSlipQuery,
} from '../schemas/draw-games';
import { placeBetBody } from '../schemas/rounds';
import { pageQuery } from '../schemas/wallet';
import { idempotencyHeaders, route } from './route';

export const drawBetsRoutes = {
  /** Every draw game's slips of the player, newest first (the cross-game "โพยทั้งหมด"). */
  getAllBetSlips: route({ method: 'GET', path: '/bet-slips', query: pageQuery, response: z.array(drawBetSlipData) }),
  postGameBet: route({
    method: 'POST',
    path: '/{family}/bet/{type}',
    body: placeBetBody,
    headers: idempotencyHeaders,
    response: drawBetSlipData,
    status: 201,
  }),
  postGameBetLimitation: route({
    method: 'POST',
    path: '/{family}/bet/limitation/{type}',
    body: betLimitationBody,
    response: betLimitationData,
  }),
  getGameBetSlip: route({
    method: 'GET',
    path: '/{family}/bet-slip/{type}',
    query: pageQuery,
    response: z.array(drawBetSlipData),
  }),
  getGameBetSlipById: route({
    method: 'GET',
    path: '/{family}/bet-slip/{type}/:id',
    params: z.object({ id: z.string() }),
    response: drawBetSlipData,
  }),
  getGameRoundBetSlip: route({
    method: 'GET',
    path: '/{family}/round-bet-slip/{type}',
    query: roundBetSlipQuery,
    response: roundBetSlipData,
  }),
  getGameBetSlipExist: route({
    method: 'GET',
    path: '/{family}/bet-slip-exist/{type}',
    query: betSlipExistQuery,
    response: betSlipExistData,
  }),
  postGameBetSlipPartialById: route({
    method: 'POST',
    path: '/{family}/bet-slip/partial/{type}/:id',
    params: z.object({ id: z.string() }),
    body: partialCancelBody,
    response: partialCancelData,
  }),
  getGameCancelFeePartialById: route({
    method: 'GET',
    path: '/{family}/cancel-fee/partial/{type}/:id',
    params: z.object({ id: z.string() }),
    query: cancelFeeQuery,
    response: cancelFeeData,
  }),
};
