/**
 * One route of the wire contract (ARCHITECTURE.md "The wire contract"): its method, its path under `/api/v1` in
 * Fastify's form (`/wallet/deposit`, `/backoffice/rounds/:id/void`) and the zod schemas of its params, query,
 * body, headers and response `data` (inside the success envelope, sent with `status`). The api registers the
 * route from it (`api/src/http/contract-route.ts`), the browser calls it by its key (`callRoute`, "METHOD path")
 * and the component tests' fake client checks its answers against it (`shared-contracts/testing`).
 *
 * A game route exists once per game of the catalogue: its path carries `{family}` and `{type}` (a draw game's `api`
 * names) or `{slug}` (a mini-game's), filled by `gamePath`: `/{family}/bet/{type}` → `/underground/bet/thai`,
 * `/set/lao/bet/normal`; `/{slug}/bet` → `/cointossing/bet`.
 */
import { z } from 'zod';
import { gameByApi } from '../games/catalogue';
import { streakGameSlug } from '../schemas/minigames';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SuccessStatus = 200 | 201 | 202;

export interface RouteSpec {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The envelope's `data`, or the whole body when the route answers in `contentType`. */
  response: z.ZodType;
  /** A body that is not a JSON envelope (e.g. `image/svg+xml`): its media type. */
  contentType?: string;
  /** The success status (200 unless said); a list when it depends (e.g. 200 updated, 201 created). */
  status?: SuccessStatus | readonly SuccessStatus[];
}

/** Declares a route, keeping its literal method and path and its exact schemas for the types. */
export function route<const R extends RouteSpec>(spec: R): R {
  return spec;
}

/** Headers of money-moving requests: a client-generated Idempotency-Key (8-128 of A-Z a-z 0-9 _ . : -). */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ message: 'the Idempotency-Key header is required (a fresh random id per money-moving request)' })
    .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Idempotency-Key must be 8-128 letters, digits or _.:-'),
});

/** The path of a game route for one game: each `{name}` filled from `names` (`{ family, type }` or `{ slug }`). */
export function gamePath(spec: Pick<RouteSpec, 'path'>, names: Record<string, string>): string {
  return spec.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = names[name];
    if (value === undefined) throw new TypeError(`gamePath: no value for {${name}} of ${spec.path}`);
    return value;
  });
}

/**
 * True when `path` (relative to `/api/v1`, with or without its leading slash) is a path of `spec`: a `:param` is any
 * one segment; `{family}`/`{type}` must name a game of the catalogue (`set/lao`, `lao/zodiac` are families) and
 * `{slug}` a mini-game.
 */
export function matchesPath(spec: Pick<RouteSpec, 'path'>, path: string): boolean {
  const { pattern, names } = patternOf(spec.path);
  const match = pattern.exec(path);
  if (!match) return false;
  const value = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
  if (value.slug !== undefined && !streakGameSlug.safeParse(value.slug).success) return false;
  if (value.family !== undefined && !gameByApi(value.family, value.type ?? '')) return false;
  return true;
}

const patterns = new Map<string, { pattern: RegExp; names: string[] }>();

/** A route path's pattern and the names of its game parts, compiled once per path. */
function patternOf(path: string): { pattern: RegExp; names: string[] } {
  const known = patterns.get(path);
  if (known) return known;
  const names: string[] = [];
  const body = path
    .replace(/^\/+/, '')
    .split('/')
    .map((part) => {
      const game = /^\{(\w+)\}$/.exec(part);
      if (game) names.push(game[1]!);
      if (game?.[1] === 'family') return '([a-z]+(?:/[a-z]+)?)';
      if (game) return '([^/]+)';
      return part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const compiled = { pattern: new RegExp(`^/?${body}$`), names };
  patterns.set(path, compiled);
  return compiled;
}
