/**
 * The players calls of the console (api/src/backoffice/routes/players.ts): `GET backoffice/players` (phone prefix or
 * customer code, a page of at most 50), `GET backoffice/players/{customer_code}` (the card) and `PUT
 * backoffice/players/{customer_code}/status {status, reason}` (operators; 409 when already in that status).
 */
import { callRoute, type HttpClient, type PlayerStatus } from 'shared-contracts';

/** Page size of the search list. */
export const PLAYER_PAGE_SIZE = 20;

/** What ops typed: digits (and +, spaces, dashes) search the phone, anything else the customer code. */
export function searchParams(typed: string, offset: number): Record<string, string | number> {
  const q = typed.trim();
  const base = { limit: PLAYER_PAGE_SIZE, offset };
  if (!q) return base;
  return /^\+?[0-9 -]+$/.test(q) ? { ...base, phone: q } : { ...base, customer_code: q };
}

export const searchPlayers = (api: HttpClient, typed: string, offset: number) =>
  callRoute(api, 'GET /backoffice/players', { query: searchParams(typed, offset) });

export const fetchPlayer = (api: HttpClient, customerCode: string) =>
  callRoute(api, 'GET /backoffice/players/:customer_code', { params: { customer_code: customerCode } });

export const setPlayerStatus = (api: HttpClient, customerCode: string, status: PlayerStatus, reason: string) =>
  callRoute(api, 'PUT /backoffice/players/:customer_code/status', {
    params: { customer_code: customerCode },
    body: { status, reason },
  });
