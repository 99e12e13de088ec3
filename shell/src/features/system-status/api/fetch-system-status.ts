/** `GET backoffice/system/status` (public): the ops flags, validated; missing flags take their defaults. */
import { DEFAULT_SYSTEM_STATUS, systemStatusSchema, type HttpClient, type SystemStatus } from 'shared-contracts';

export async function fetchSystemStatus(api: HttpClient): Promise<SystemStatus> {
  const data = await api.get<unknown>('backoffice/system/status');
  const merged = { ...DEFAULT_SYSTEM_STATUS, ...(data && typeof data === 'object' ? data : {}) };
  return systemStatusSchema.parse(merged);
}
