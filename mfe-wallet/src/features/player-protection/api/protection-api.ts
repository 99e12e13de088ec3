import { callRoute, type HttpClient, type LimitKind, type RouteBody, type SelfExclusionPeriod } from 'shared-contracts';

/**
 * The player-protection endpoints (amounts in baht on the wire). Each rejects with the HttpClient's
 * AppError (spec code in `code`, refusal data in `details`).
 */
export const protectionApi = {
  /** `GET users/limits`: the six limits, this period's figures and pending raises. */
  limits: (api: HttpClient) => callRoute(api, 'GET /users/limits'),
  /** `PUT users/limits`: only the limits to change (baht, null = none). */
  setLimits: (api: HttpClient, changes: Partial<Record<LimitKind, number | null>>) =>
    callRoute(api, 'PUT /users/limits', { body: changes }),
  /** `GET users/reality-check`. */
  realityCheck: (api: HttpClient) => callRoute(api, 'GET /users/reality-check'),
  /** `PUT users/reality-check {interval_minutes}` (15, 30, 60 or 120). */
  setRealityCheck: (api: HttpClient, intervalMinutes: RouteBody<'PUT /users/reality-check'>['interval_minutes']) =>
    callRoute(api, 'PUT /users/reality-check', { body: { interval_minutes: intervalMinutes } }),
  /** `POST users/self-exclusion {period, pin}`: every session of the player ends. */
  selfExclude: (api: HttpClient, period: SelfExclusionPeriod, pin: string) =>
    callRoute(api, 'POST /users/self-exclusion', { body: { period, pin } }),
};
