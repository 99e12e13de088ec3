import type { HttpClient, RealityCheckData } from 'shared-contracts';

/** `GET users/reality-check`: this session's time and net result, and when the next check is due. */
export function fetchRealityCheck(api: HttpClient): Promise<RealityCheckData> {
  return api.get<RealityCheckData>('users/reality-check');
}
