/** `GET backoffice/system/status` (public): the ops flags, validated; missing flags take their defaults. */
import { callRoute, readSystemStatus, type HttpClient, type SystemStatus } from 'shared-contracts';

export async function fetchSystemStatus(api: HttpClient): Promise<SystemStatus> {
  return readSystemStatus(await callRoute(api, 'GET /backoffice/system/status'));
}
