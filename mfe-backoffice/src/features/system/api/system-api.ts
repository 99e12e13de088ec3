/**
 * The system calls of the console (api/src/backoffice/routes/registry.ts): the status flags (`GET/PUT
 * backoffice/system/status`, admin writes) and the remote registry (`GET remotes`, `PUT backoffice/remotes/{name}`
 * `{enabled?, entry?}`, `POST …/rollback`, `GET …/history`). Every write is audited and pushed live to open pages.
 */
import { callRoute, type HttpClient, type SystemStatus } from 'shared-contracts';

export const fetchSystemStatus = (api: HttpClient) => callRoute(api, 'GET /backoffice/system/status');

export const updateSystemStatus = (api: HttpClient, patch: Partial<SystemStatus>) =>
  callRoute(api, 'PUT /backoffice/system/status', { body: patch });

/** The registry with the version each entry serves. */
export const fetchRemotes = (api: HttpClient) => callRoute(api, 'GET /remotes');

export const setRemote = (api: HttpClient, name: string, body: { enabled?: boolean; entry?: string | null }) =>
  callRoute(api, 'PUT /backoffice/remotes/:name', { params: { name }, body });

export const rollbackRemote = (api: HttpClient, name: string) =>
  callRoute(api, 'POST /backoffice/remotes/:name/rollback', { params: { name } });

export const fetchRemoteHistory = (api: HttpClient, name: string) =>
  callRoute(api, 'GET /backoffice/remotes/:name/history', { params: { name } });
