/**
 * The per-game limit calls of the console (api/src/backoffice/routes/restrictions.ts): restricted numbers
 * (`GET backoffice/restricted-numbers?game=`, `POST` a `restrictedNumberInput`, `DELETE …/{id}`), the partial-cancel
 * fee (`GET/PUT backoffice/cancel-fee/{game}`, percent 0-100) and the house exposure caps per kind
 * (`GET/PUT backoffice/exposure-caps/{game}`, baht; a null cap = back to the default), and the rates and stake limits
 * per kind (`GET/PUT backoffice/rates/{game}`, `…/history`), and the changes beyond the band waiting for a second
 * operator (`GET backoffice/setting-changes`, `POST …/{id}/confirm|reject|cancel`). A PUT beyond the band answers
 * with the values unchanged and `pending_change`. Refusals are AppErrors (E10000, E10403, E10409).
 */
import { callRoute, type HttpClient, type RestrictedNumberInput, type RouteData } from 'shared-contracts';

/** A game's cancel fee as `GET backoffice/cancel-fee/{game}` answers it. */
export type CancelFee = RouteData<'GET /backoffice/cancel-fee/:game'>;

export const fetchRestrictedNumbers = (api: HttpClient, game: string) =>
  callRoute(api, 'GET /backoffice/restricted-numbers', { query: { game } });

export const addRestrictedNumber = (api: HttpClient, body: RestrictedNumberInput) =>
  callRoute(api, 'POST /backoffice/restricted-numbers', { body });

export const removeRestrictedNumber = (api: HttpClient, id: string) =>
  callRoute(api, 'DELETE /backoffice/restricted-numbers/:id', { params: { id } });

export const fetchCancelFee = (api: HttpClient, game: string) =>
  callRoute(api, 'GET /backoffice/cancel-fee/:game', { params: { game } });

export const setCancelFee = (api: HttpClient, game: string, feePercent: number) =>
  callRoute(api, 'PUT /backoffice/cancel-fee/:game', { params: { game }, body: { fee_percent: feePercent } });

export const fetchExposureCaps = (api: HttpClient, game: string) =>
  callRoute(api, 'GET /backoffice/exposure-caps/:game', { params: { game } });

/** `caps`: kind → baht, or null to go back to the default. */
export const setExposureCaps = (api: HttpClient, game: string, caps: Record<string, number | null>) =>
  callRoute(api, 'PUT /backoffice/exposure-caps/:game', { params: { game }, body: { caps } });

/** `GET backoffice/rates/{game}`: rates (baht per baht) and stake limits (baht) per kind, in force / own / default. */
export const fetchGameRates = (api: HttpClient, game: string) =>
  callRoute(api, 'GET /backoffice/rates/:game', { params: { game } });

/** `PUT backoffice/rates/{game}`: per kind the fields to set (null = back to the default), and an optional reason. */
export const setGameRates = (
  api: HttpClient,
  game: string,
  kinds: Record<string, { rate?: number | null; min_amount?: number | null; max_amount?: number | null }>,
  reason?: string,
) =>
  callRoute(api, 'PUT /backoffice/rates/:game', { params: { game }, body: { kinds, ...(reason ? { reason } : {}) } });

/** `GET backoffice/rates/{game}/history`: the changes, newest first. */
export const fetchGameRateHistory = (api: HttpClient, game: string) =>
  callRoute(api, 'GET /backoffice/rates/:game/history', { params: { game } });

/** `GET backoffice/setting-changes`: the changes beyond the band waiting for a second operator (every game). */
export const fetchPendingSettingChanges = (api: HttpClient) => callRoute(api, 'GET /backoffice/setting-changes');

/** `POST backoffice/setting-changes/{id}/confirm|reject|cancel`: decide a pending change (409 when already decided). */
export const decideSettingChange = (api: HttpClient, id: string, verb: 'confirm' | 'reject' | 'cancel') => {
  const input = { params: { id }, body: {} };
  if (verb === 'confirm') return callRoute(api, 'POST /backoffice/setting-changes/:id/confirm', input);
  if (verb === 'reject') return callRoute(api, 'POST /backoffice/setting-changes/:id/reject', input);
  return callRoute(api, 'POST /backoffice/setting-changes/:id/cancel', input);
};
