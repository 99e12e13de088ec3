/** The wire contract of the routes in `api/src/backoffice/routes/results.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { settlementSummary } from '../schemas/backoffice';
import { roundResultBody } from '../schemas/draw-games';
import { resultEntryData } from '../schemas/result-entries';
import { route } from './route';

const roundParams = z.object({ id: z.string() });

export const backofficeResultsRoutes = {
  getBackofficeRoundsByIdResult: route({
    method: 'GET',
    path: '/backoffice/rounds/:id/result',
    params: roundParams,
    response: resultEntryData,
  }),
  postBackofficeRoundsByIdResult: route({
    method: 'POST',
    path: '/backoffice/rounds/:id/result',
    params: roundParams,
    body: roundResultBody,
    response: resultEntryData,
    status: [200, 201],
  }),
  postBackofficeRoundsByIdResultConfirm: route({
    method: 'POST',
    path: '/backoffice/rounds/:id/result/confirm',
    params: roundParams,
    body: roundResultBody,
    response: settlementSummary,
  }),
};
