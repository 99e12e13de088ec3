/**
 * The typed browser call of a route of the wire contract (ARCHITECTURE.md "The wire contract"): the route is named by
 * its key, "METHOD path" as the route table declares it (`'POST /wallet/deposit'`, `'GET /backoffice/rounds/:id'`), the
 * compiler checks the key, the params, query and body against the table's schemas and types the answer's `data`.
 * Only the table's types come to the browser (`import type`): no zod in a bundle; the fake client of the component
 * tests checks answers against the schemas (`shared-contracts/testing`).
 */
import type { z } from 'zod';
import type { HttpClient, RequestOptions } from '../remote';
import type { RouteTable } from '../routes';
import type { idempotencyHeaders } from '../routes/route';

type Entries = { [D in keyof RouteTable]: RouteTable[D][keyof RouteTable[D]] }[keyof RouteTable];

/** Every route's key: "METHOD path". */
export type RouteKey = Entries extends infer R
  ? R extends { method: infer M extends string; path: infer P extends string }
    ? `${M} ${P}`
    : never
  : never;

/** The table entry of a key. */
export type RouteOf<K extends RouteKey> = Entries extends infer R
  ? R extends { method: infer M extends string; path: infer P extends string }
    ? `${M} ${P}` extends K
      ? R
      : never
    : never
  : never;

type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;
type GameNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | GameNames<Rest> : never;
type PathNames<P extends string> = ParamNames<P> | GameNames<P>;

/** `{ key?: T }` when every field of T may be left out, else `{ key: T }`. */
type Field<K extends string, T> = object extends T ? { [k in K]?: T } : { [k in K]: T };

// a params schema names the `:name`s; a game route's `{family}`/`{type}`/`{slug}` are filled beside them
type ParamsInput<R> = R extends { path: infer P extends string }
  ? R extends { params: z.ZodType }
    ? { params: z.input<R['params']> & Record<GameNames<P>, string> }
    : [PathNames<P>] extends [never]
      ? unknown
      : { params: Record<PathNames<P>, string | number> }
  : unknown;

/** The Idempotency-Key a route takes: required on a money-moving route, optional where its headers allow one. */
type IdempotencyInput<R> = R extends { headers: typeof idempotencyHeaders }
  ? { idempotencyKey: string }
  : R extends { headers: infer H extends z.ZodType }
    ? unknown extends z.input<H>['idempotency-key' & keyof z.input<H>]
      ? unknown
      : { idempotencyKey?: string }
    : unknown;

/** What a call of route K sends: path params, query, body and (money-moving routes) the Idempotency-Key. */
export type RouteInput<K extends RouteKey> = ParamsInput<RouteOf<K>> &
  (RouteOf<K> extends { query: z.ZodType } ? Field<'query', z.input<RouteOf<K>['query']>> : unknown) &
  (RouteOf<K> extends { body: z.ZodType } ? Field<'body', z.input<RouteOf<K>['body']>> : unknown) &
  IdempotencyInput<RouteOf<K>> & {
    headers?: Record<string, string>;
  };

/** The body route K takes (what the client sends, before the server's parsing). */
export type RouteBody<K extends RouteKey> =
  RouteOf<K> extends { body: z.ZodType } ? z.input<RouteOf<K>['body']> : never;

/** The `data` route K answers with. */
export type RouteData<K extends RouteKey> = z.output<RouteOf<K>['response']>;

interface LooseInput {
  params?: Record<string, string | number>;
  query?: RequestOptions['params'];
  body?: unknown;
  headers?: Record<string, string>;
  idempotencyKey?: string;
}

/** The path of a call, relative to `/api/v1` as the HttpClient takes it: `:name` and the game's `{name}` filled. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/^\/+/, '').replace(/:(\w+)|\{(\w+)\}/g, (_, param?: string, game?: string) => {
    const value = params[(param ?? game)!];
    if (value === undefined) throw new TypeError(`callRoute: no value for "${param ?? game}" of ${path}`);
    // a game family may be two segments (`set/lao`): only path params are encoded
    return param ? encodeURIComponent(String(value)) : String(value);
  });
}

/** Calls route `key` through the remote's HttpClient; resolves with the typed `data` (rejects with AppError). */
export function callRoute<K extends RouteKey>(
  api: HttpClient,
  key: K,
  ...[input]: object extends RouteInput<K> ? [input?: RouteInput<K>] : [input: RouteInput<K>]
): Promise<RouteData<K>> {
  const { params, query, body, headers, idempotencyKey } = (input ?? {}) as LooseInput;
  const space = key.indexOf(' ');
  const method = key.slice(0, space);
  const path = routePath(key.slice(space + 1), params);
  // only the options the call has, so a call reads as one written by hand (`api.post(path, body)`)
  const given = Object.entries({ params: query, headers, idempotencyKey }).filter(([, v]) => v !== undefined);
  const opts: [RequestOptions?] = given.length ? [Object.fromEntries(given) as RequestOptions] : [];
  switch (method) {
    case 'GET':
      return api.get(path, ...opts);
    case 'DELETE':
      return api.delete(path, ...(body === undefined ? opts : [{ ...opts[0], body }]));
    case 'POST':
      return api.post(path, body, ...opts);
    case 'PUT':
      return api.put(path, body, ...opts);
    default:
      return api.patch(path, body, ...opts);
  }
}
