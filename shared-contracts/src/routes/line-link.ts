/** The wire contract of the routes in `api/src/line-link/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import {
  lineAuthorizeBody,
  lineAuthorizeData,
  lineConnectBody,
  lineConnectData,
  lineDisconnectData,
} from '../schemas/line-link';
import { route } from './route';

export const lineLinkRoutes = {
  postUsersUserLineAuthorize: route({
    method: 'POST',
    path: '/users/user/line/authorize',
    body: lineAuthorizeBody,
    response: lineAuthorizeData,
  }),
  postUsersUserLineConnect: route({
    method: 'POST',
    path: '/users/user/line/connect',
    body: lineConnectBody,
    response: lineConnectData,
  }),
  deleteUsersUserLineConnect: route({
    method: 'DELETE',
    path: '/users/user/line/connect',
    response: lineDisconnectData,
  }),
  /** LINE's own call (its body is LINE's, checked against the signature by the api). */
  postLineWebhook: route({
    method: 'POST',
    path: '/line/webhook',
    headers: z.looseObject({ 'x-line-signature': z.string().max(200).optional() }),
    response: z.object({ changed: z.number().int() }),
  }),
};
