/** The wire contract of the routes in `api/src/dev/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { smsOutboxEntry, smsOutboxQuery } from '../schemas/dev';
import { route } from './route';

export const devRoutes = {
  getDevSmsOutbox: route({
    method: 'GET',
    path: '/dev/sms-outbox',
    query: smsOutboxQuery,
    response: z.array(smsOutboxEntry),
  }),
  postDevRoundsByIdResultDue: route({
    method: 'POST',
    path: '/dev/rounds/:id/result-due',
    params: z.object({ id: z.string() }),
    response: z.object({ round_id: z.string(), result_expected_at: z.string() }),
  }),
};
