/** The wire contract of the routes in `api/src/backoffice/routes/registry.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { remoteEntry, remoteHistoryEntry, setRemoteBody } from '../schemas/backoffice';
import { systemStatusPatch } from '../schemas/draw-calendar';
import { systemStatusSchema } from '../schemas/system-status';
import { route } from './route';

const remoteParams = z.object({ name: z.string() });

export const backofficeRegistryRoutes = {
  getRemotes: route({ method: 'GET', path: '/remotes', response: z.array(remoteEntry) }),
  putBackofficeRemotesByName: route({
    method: 'PUT',
    path: '/backoffice/remotes/:name',
    params: remoteParams,
    body: setRemoteBody,
    response: remoteEntry,
  }),
  postBackofficeRemotesByNameRollback: route({
    method: 'POST',
    path: '/backoffice/remotes/:name/rollback',
    params: remoteParams,
    response: remoteEntry,
  }),
  getBackofficeRemotesByNameHistory: route({
    method: 'GET',
    path: '/backoffice/remotes/:name/history',
    params: remoteParams,
    response: z.array(remoteHistoryEntry),
  }),
  getBackofficeSystemStatus: route({ method: 'GET', path: '/backoffice/system/status', response: systemStatusSchema }),
  putBackofficeSystemStatus: route({
    method: 'PUT',
    path: '/backoffice/system/status',
    body: systemStatusPatch,
    response: systemStatusSchema,
  }),
};
