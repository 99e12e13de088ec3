/**
 * The per-game limit calls of the console (api/src/backoffice/routes/restrictions.ts): restricted numbers
 * (`GET backoffice/restricted-numbers?game=`, `POST` a `restrictedNumberInput`, `DELETE …/{id}`), the partial-cancel
 * fee (`GET/PUT backoffice/cancel-fee/{game}`, percent 0-100) and the house exposure caps per kind
 * (`GET/PUT backoffice/exposure-caps/{game}`, baht; a null cap = back to the default), and the rates and stake limits
 * per kind (`GET/PUT backoffice/rates/{game}`, `…/history`), and the changes beyond the band waiting for a second
 * operator (`GET backoffice/setting-changes`, `POST …/{id}/confirm|reject|cancel`). A PUT beyond the band answers
 * with the values unchanged and `pending_change`. Refusals are AppErrors (E10000, E10403, E10409).
 */
import type {
  ExposureCapsData,
  GameRateHistoryEntry,
  GameRatesData,
  HttpClient,
  RestrictedNumberData,
  RouteData,
  RestrictedNumberInput,
  SettingChangeData,
} from 'shared-contracts';

/** A game's cancel fee as `GET backoffice/cancel-fee/{game}` answers it. */
export type CancelFee = RouteData<'GET /backoffice/cancel-fee/:game'>;

export const fetchRestrictedNumbers = (api: HttpClient, game: string) =>
  api.get<RestrictedNumberData[]>('backoffice/restricted-numbers', { params: { game } });

export const addRestrictedNumber = (api: HttpClient, body: RestrictedNumberInput) =>
  api.post<RestrictedNumberData>('backoffice/restricted-numbers', body);

export const removeRestrictedNumber = (api: HttpClient, id: string) =>
  api.delete<RestrictedNumberData>(`backoffice/restricted-numbers/${id}`);

export const fetchCancelFee = (api: HttpClient, game: string) => api.get<CancelFee>(`backoffice/cancel-fee/${game}`);

export const setCancelFee = (api: HttpClient, game: string, feePercent: number) =>
  api.put<CancelFee>(`backoffice/cancel-fee/${game}`, { fee_percent: feePercent });

export const fetchExposureCaps = (api: HttpClient, game: string) =>
  api.get<ExposureCapsData>(`backoffice/exposure-caps/${game}`);

/** `caps`: kind → baht, or null to go back to the default. */
export const setExposureCaps = (api: HttpClient, game: string, caps: Record<string, number | null>) =>
  api.put<ExposureCapsData>(`backoffice/exposure-caps/${game}`, { caps });

/** `GET backoffice/rates/{game}`: rates (baht per baht) and stake limits (baht) per kind, in force / own / default. */
export const fetchGameRates = (api: HttpClient, game: string) => api.get<GameRatesData>(`backoffice/rates/${game}`);

/** `PUT backoffice/rates/{game}`: per kind the fields to set (null = back to the default), and an optional reason. */
export const setGameRates = (
  api: HttpClient,
  game: string,
  kinds: Record<string, { rate?: number | null; min_amount?: number | null; max_amount?: number | null }>,
  reason?: string,
) => api.put<GameRatesData>(`backoffice/rates/${game}`, { kinds, ...(reason ? { reason } : {}) });

/** `GET backoffice/rates/{game}/history`: the changes, newest first. */
export const fetchGameRateHistory = (api: HttpClient, game: string) =>
  api.get<GameRateHistoryEntry[]>(`backoffice/rates/${game}/history`);

/** `GET backoffice/setting-changes`: the changes beyond the band waiting for a second operator (every game). */
export const fetchPendingSettingChanges = (api: HttpClient) =>
  api.get<SettingChangeData[]>('backoffice/setting-changes');

/** `POST backoffice/setting-changes/{id}/confirm|reject|cancel`: decide a pending change (409 when already decided). */
export const decideSettingChange = (api: HttpClient, id: string, verb: 'confirm' | 'reject' | 'cancel') =>
  api.post<SettingChangeData>(`backoffice/setting-changes/${id}/${verb}`, {});
