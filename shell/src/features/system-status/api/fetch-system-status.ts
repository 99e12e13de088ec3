/** `GET backoffice/system/status` (public): the ops flags, validated; missing flags take their defaults. */
import { readSystemStatus, type HttpClient, type SystemStatus } from 'shared-contracts';

export async function fetchSystemStatus(api: HttpClient): Promise<SystemStatus> {
  return readSystemStatus(await api.get<unknown>('backoffice/system/status'));
}
