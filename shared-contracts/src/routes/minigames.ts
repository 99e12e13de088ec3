/** The wire contract of the routes in `api/src/minigames/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import {
  clientSeedBody,
  coinStepBody,
  dayBetSlipData,
  dayBetSlipQuery,
  miniGameCloseStatusData,
  revealedSeedData,
  revealedSeedsQuery,
  rpsStepBody,
  seedRotationData,
  streakBetBody,
  streakRemarkBody,
  streakSeedData,
  streakSlipData,
  streakSlipExistData,
} from '../schemas/minigames';
import { route } from './route';

/** An optional Idempotency-Key on a call: a retry with the same key replays the answer instead of calling again. */
const optionalIdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Idempotency-Key must be 8-128 letters, digits or _.:-')
    .optional(),
});

const slipParams = z.object({
  id: z.string().regex(/^[A-Za-z]{2,3}\d{8,12}$/, 'id must be a slip id such as CT00000012'),
});

export const minigamesRoutes = {
  patchCointossingBet: route({
    method: 'PATCH',
    path: '/cointossing/bet',
    headers: optionalIdempotencyHeaders,
    body: coinStepBody,
    response: streakSlipData,
  }),
  patchPaoyingchubBet: route({
    method: 'PATCH',
    path: '/paoyingchub/bet',
    headers: optionalIdempotencyHeaders,
    body: rpsStepBody,
    response: streakSlipData,
  }),
  getSlugCurrentBetSlip: route({
    method: 'GET',
    path: '/{slug}/current-bet-slip',
    response: streakSlipData.nullable(),
  }),
  postSlugBet: route({
    method: 'POST',
    path: '/{slug}/bet',
    body: streakBetBody,
    response: streakSlipData,
    status: 201,
  }),
  getSlugDayBetSlip: route({
    method: 'GET',
    path: '/{slug}/day-bet-slip',
    query: dayBetSlipQuery,
    response: dayBetSlipData,
  }),
  getSlugBetSlipById: route({
    method: 'GET',
    path: '/{slug}/bet-slip/:id',
    params: slipParams,
    response: streakSlipData,
  }),
  putSlugBetSlipById: route({
    method: 'PUT',
    path: '/{slug}/bet-slip/:id',
    params: slipParams,
    body: streakRemarkBody,
    response: streakSlipData,
  }),
  getSlugBetSlipExist: route({ method: 'GET', path: '/{slug}/bet-slip-exist', response: streakSlipExistData }),
  getSlugCloseStatus: route({ method: 'GET', path: '/{slug}/close-status', response: miniGameCloseStatusData }),
  getSlugSeed: route({ method: 'GET', path: '/{slug}/seed', response: streakSeedData }),
  putSlugSeed: route({ method: 'PUT', path: '/{slug}/seed', body: clientSeedBody, response: streakSeedData }),
  postSlugSeedRotate: route({ method: 'POST', path: '/{slug}/seed/rotate', response: seedRotationData }),
  getSlugRevealedSeeds: route({
    method: 'GET',
    path: '/{slug}/revealed-seeds',
    query: revealedSeedsQuery,
    response: z.array(revealedSeedData),
  }),
};
