import { callRoute, type HttpClient, type RouteData } from 'shared-contracts';

/** `GET users/reality-check`: this session's time and net result, and when the next check is due. */
export function fetchRealityCheck(api: HttpClient): Promise<RouteData<'GET /users/reality-check'>> {
  return callRoute(api, 'GET /users/reality-check');
}
