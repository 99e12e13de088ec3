/** The wire contract of the routes in `api/src/backoffice/routes/ops-users.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { createOpsUserBody, opsLoginBody, opsLoginData, opsMeData, opsUserData } from '../schemas/ops-users';
import { route } from './route';

export const backofficeOpsUsersRoutes = {
  postBackofficeAuthLogin: route({
    method: 'POST',
    path: '/backoffice/auth/login',
    body: opsLoginBody,
    response: opsLoginData,
  }),
  postBackofficeAuthLogout: route({
    method: 'POST',
    path: '/backoffice/auth/logout',
    response: z.object({ logged_out: z.literal(true) }),
  }),
  getBackofficeAuthMe: route({ method: 'GET', path: '/backoffice/auth/me', response: opsMeData }),
  getBackofficeOpsUsers: route({ method: 'GET', path: '/backoffice/ops-users', response: z.array(opsUserData) }),
  postBackofficeOpsUsers: route({
    method: 'POST',
    path: '/backoffice/ops-users',
    body: createOpsUserBody,
    response: opsUserData,
    status: 201,
  }),
  postBackofficeOpsUsersByIdDisable: route({
    method: 'POST',
    path: '/backoffice/ops-users/:id/disable',
    params: z.object({ id: z.string() }),
    response: opsUserData,
  }),
  postBackofficeOpsUsersByIdApprove: route({
    method: 'POST',
    path: '/backoffice/ops-users/:id/approve',
    params: z.object({ id: z.string() }),
    response: opsUserData,
  }),
  postBackofficeOpsUsersByIdReject: route({
    method: 'POST',
    path: '/backoffice/ops-users/:id/reject',
    params: z.object({ id: z.string() }),
    response: opsUserData,
  }),
};
