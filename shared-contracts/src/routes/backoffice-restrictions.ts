/** The wire contract of the routes in `api/src/backoffice/routes/restrictions.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { restrictedNumberData, restrictedNumberInput, restrictedNumbersQuery } from '../schemas/draw-games';
import { exposureCapsBody, exposureCapsData } from '../schemas/exposure';
import { route } from './route';

const feeSchema = z.object({ game_code: z.string(), fee_percent: z.number() });

export const backofficeRestrictionsRoutes = {
  getBackofficeRestrictedNumbers: route({
    method: 'GET',
    path: '/backoffice/restricted-numbers',
    query: restrictedNumbersQuery,
    response: z.array(restrictedNumberData),
  }),
  postBackofficeRestrictedNumbers: route({
    method: 'POST',
    path: '/backoffice/restricted-numbers',
    body: restrictedNumberInput,
    response: restrictedNumberData,
    status: 201,
  }),
  deleteBackofficeRestrictedNumbersById: route({
    method: 'DELETE',
    path: '/backoffice/restricted-numbers/:id',
    params: z.object({ id: z.string() }),
    response: restrictedNumberData,
  }),
  getBackofficeCancelFeeByGame: route({
    method: 'GET',
    path: '/backoffice/cancel-fee/:game',
    params: z.object({ game: z.string() }),
    response: feeSchema,
  }),
  putBackofficeCancelFeeByGame: route({
    method: 'PUT',
    path: '/backoffice/cancel-fee/:game',
    params: z.object({ game: z.string() }),
    body: z.object({
      fee_percent: z.number().min(0, 'fee_percent must be 0-100').max(100, 'fee_percent must be 0-100'),
    }),
    response: feeSchema,
  }),
  getBackofficeExposureCapsByGame: route({
    method: 'GET',
    path: '/backoffice/exposure-caps/:game',
    params: z.object({ game: z.string() }),
    response: exposureCapsData,
  }),
  putBackofficeExposureCapsByGame: route({
    method: 'PUT',
    path: '/backoffice/exposure-caps/:game',
    params: z.object({ game: z.string() }),
    body: exposureCapsBody,
    response: exposureCapsData,
    status: [200, 202],
  }),
};
