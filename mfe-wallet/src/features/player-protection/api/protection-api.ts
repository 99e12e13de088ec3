import type {
  HttpClient,
  LimitKind,
  PlayerLimitsData,
  RealityCheckData,
  SelfExclusionData,
  SelfExclusionPeriod,
} from 'shared-contracts';

/**
 * The player-protection endpoints (amounts in baht on the wire). Each rejects with the HttpClient's
 * AppError (spec code in `code`, refusal data in `details`).
 */
export const protectionApi = {
  /** `GET users/limits`: the six limits, this period's figures and pending raises. */
  limits: (api: HttpClient) => api.get<PlayerLimitsData>('users/limits'),
  /** `PUT users/limits`: only the limits to change (baht, null = none). */
  setLimits: (api: HttpClient, changes: Partial<Record<LimitKind, number | null>>) =>
    api.put<PlayerLimitsData>('users/limits', changes),
  /** `GET users/reality-check`. */
  realityCheck: (api: HttpClient) => api.get<RealityCheckData>('users/reality-check'),
  /** `PUT users/reality-check {interval_minutes}` (15, 30, 60 or 120). */
  setRealityCheck: (api: HttpClient, intervalMinutes: number) =>
    api.put<RealityCheckData>('users/reality-check', { interval_minutes: intervalMinutes }),
  /** `POST users/self-exclusion {period, pin}`: every session of the player ends. */
  selfExclude: (api: HttpClient, period: SelfExclusionPeriod, pin: string) =>
    api.post<SelfExclusionData>('users/self-exclusion', { period, pin }),
};
