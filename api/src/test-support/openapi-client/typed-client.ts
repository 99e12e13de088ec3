/**
 * A small client typed only by the types `openapi-typescript` generates from the API's own OpenAPI document
 * (`./generated/api-types.ts`, written by openapi-document.test.ts, not committed). The test type-checks this
 * file against them and then runs it against the real server: if the document drifts from the wire, either the
 * check or the calls fail. Amounts are baht as on the wire.
 */
import type { paths } from './generated/api-types';

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON body of `P`'s `M` answer with status 200. */
export type Ok<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: infer R };
}
  ? JsonOf<R>
  : never;
/** The JSON body of `P`'s `M` answer with status 201. */
export type Created<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 201: infer R };
}
  ? JsonOf<R>
  : never;
/** The JSON request body of `P`'s `M`. */
export type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: infer B;
}
  ? JsonOf<NonNullable<B>>
  : never;

async function call<T>(
  base: string,
  method: string,
  path: string,
  init: { token?: string; body?: unknown; key?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.key) headers['idempotency-key'] = init.key;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The remote registry: names and versions. */
export async function remoteVersions(base: string): Promise<Record<string, string>> {
  const body = await call<Ok<'/api/v1/remotes', 'get'>>(base, 'GET', '/api/v1/remotes');
  return Object.fromEntries(body.data.map((r) => [r.name, r.version]));
}

/** Logs a player in; returns the bearer token. */
export async function login(base: string, credentials: Body<'/api/v1/auth/login', 'post'>): Promise<string> {
  const body = await call<Ok<'/api/v1/auth/login', 'post'>>(base, 'POST', '/api/v1/auth/login', { body: credentials });
  return body.data.token;
}

/** The player's balance in baht and free tickets. */
export async function balance(base: string, token: string): Promise<{ baht: number; freeTickets: number }> {
  const body = await call<Ok<'/api/v1/wallet/balance', 'get'>>(base, 'GET', '/api/v1/wallet/balance', { token });
  return { baht: body.data.balance, freeTickets: body.data.FREE_LOTTERY };
}

/** The player's customer code, from the profile. */
export async function customerCode(base: string, token: string): Promise<string> {
  const body = await call<Ok<'/api/v1/users/info/me', 'get'>>(base, 'GET', '/api/v1/users/info/me', { token });
  return body.data.customer_code;
}

/** Places an underground slip; returns its id. */
export async function placeUndergroundBet(
  base: string,
  token: string,
  key: string,
  slip: Body<'/api/v1/underground/bet/thai', 'post'>,
): Promise<string> {
  const body = await call<Created<'/api/v1/underground/bet/thai', 'post'>>(
    base,
    'POST',
    '/api/v1/underground/bet/thai',
    {
      token,
      key,
      body: slip,
    },
  );
  return body.data.slip_id;
}

/** The open underground round's id. */
export async function currentUndergroundRound(base: string): Promise<string> {
  const body = await call<Ok<'/api/v1/underground/current-round/thai', 'get'>>(
    base,
    'GET',
    '/api/v1/underground/current-round/thai',
  );
  return body.data.current_round!.round_id;
}
