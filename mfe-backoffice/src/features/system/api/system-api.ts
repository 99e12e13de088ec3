/**
 * The system calls of the console (api/src/backoffice/routes/registry.ts): the status flags (`GET/PUT
 * backoffice/system/status`, admin writes) and the remote registry (`GET remotes`, `PUT backoffice/remotes/{name}`
 * `{enabled?, entry?}`, `POST …/rollback`, `GET …/history`). Every write is audited and pushed live to open pages.
 */
import type { HttpClient, RemoteEntry, RemoteHistoryEntry, RouteData, SystemStatus } from 'shared-contracts';

export const fetchSystemStatus = (api: HttpClient) => api.get<SystemStatus>('backoffice/system/status');

export const updateSystemStatus = (api: HttpClient, patch: Partial<SystemStatus>) =>
  api.put<SystemStatus>('backoffice/system/status', patch);

/** The registry with the version each entry serves. */
export const fetchRemotes = (api: HttpClient) => api.get<RouteData<'GET /remotes'>>('remotes');

export const setRemote = (api: HttpClient, name: string, body: { enabled?: boolean; entry?: string | null }) =>
  api.put<RemoteEntry>(`backoffice/remotes/${name}`, body);

export const rollbackRemote = (api: HttpClient, name: string) =>
  api.post<RemoteEntry>(`backoffice/remotes/${name}/rollback`);

export const fetchRemoteHistory = (api: HttpClient, name: string) =>
  api.get<RemoteHistoryEntry[]>(`backoffice/remotes/${name}/history`);
