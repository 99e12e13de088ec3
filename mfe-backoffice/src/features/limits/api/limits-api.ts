/**
 * The per-game limit calls of the console (api/src/backoffice/routes/restrictions.ts): restricted numbers
 * (`GET backoffice/restricted-numbers?game=`, `POST` a `restrictedNumberInput`, `DELETE …/{id}`), the partial-cancel
 * fee (`GET/PUT backoffice/cancel-fee/{game}`, percent 0-100) and the house exposure caps per kind
 * (`GET/PUT backoffice/exposure-caps/{game}`, baht; a null cap = back to the default). Refusals are E10000 AppErrors.
 */
import type { ExposureCapsData, HttpClient, RestrictedNumberData, RestrictedNumberInput } from 'shared-contracts';

export interface CancelFee {
  game_code: string;
  fee_percent: number;
}

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
