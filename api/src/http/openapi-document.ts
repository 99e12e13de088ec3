/**
 * The OpenAPI document's conventions (issue 14 "A lint-clean OpenAPI document"): the document is generated from
 * the routes' zod schemas (@fastify/swagger with fastify-type-provider-zod) and must pass Redocly's `recommended`
 * rules (`api/src/__tests__/openapi-lint.test.ts`), so client generators and partners can build on it:
 * - every operation gets a stable `operationId` made of its method and path (`GET /api/v1/backoffice/remotes/{name}`
 *   → `getBackofficeRemotesByName`), unless the route names one;
 * - every operation declares `security`: bearer when the route is guarded (`requireUser` or `requireOps` in its
 *   hooks), `[]` for a public one, unless the route says otherwise (optional auth says `[{}, {bearerAuth: []}]`);
 * - `servers`, the licence and the domain tags with their descriptions;
 * - OpenAPI 3.0 wants `nullable` next to a `type`: a nullable union (`{nullable, anyOf: [...]}`, which zod writes for
 *   `z.union(...).nullable()`) becomes a union of nullable members.
 */
import type { SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Config } from '../config';

/** The domains of the API, one tag each, in the order the docs list them. */
export const API_TAGS: Record<string, string> = {
  health: 'Liveness and the database check',
  auth: 'Registration, login with OTP and PIN, logout and account recovery',
  users: 'The player: profile, favourites, limits, messaging-app (LINE) linking',
  wallet: 'Balance, deposits, withdrawals and the transaction history (play money by default)',
  invites: 'Friend invites: the referral code, the invited players and the commission',
  games: 'Draw games: rounds, bets, slips, cancels, limits, results, rates and famous numbers',
  drafts: 'Saved bet drafts',
  yeekee: 'Yeekee rounds: shots and results anyone can recompute',
  minigames: 'Coin toss and rock-paper-scissors streaks',
  'lottery-shop': 'The government-lottery ticket shop: search, cart, checkout, tickets and results',
  'player protection': 'Self-exclusion, deposit and stake limits, reality checks',
  notifications: 'The notification inbox and its unread count',
  chat: 'The community chat: profile, reports',
  live: 'Live layer access tokens (the PubNub-compatible gateway is at /pn)',
  registry: 'The remote registry the shell loads front ends from',
  backoffice: 'Ops: rounds, results (maker-checker), limits, rates, shop, players, payments, chat, audit, system',
  dev: 'Development only: the OTP outbox (never in production)',
};

const BEARER = [{ bearerAuth: [] }];

/** `GET` + `/api/v1/backoffice/remotes/:name/history` → `getBackofficeRemotesByNameHistory`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((part) => {
      const param = /^[:{](\w+)\}?$/.exec(part);
      const text = param ? `by-${param[1]}` : part;
      return text.split(/[^A-Za-z0-9]+/).filter(Boolean);
    });
  const camel = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return method.toLowerCase() + (camel || 'Root');
}

const hooksOf = (h: RouteOptions['onRequest'] | RouteOptions['preHandler']): unknown[] =>
  h === undefined ? [] : Array.isArray(h) ? h : [h];

/** True when one of the route's hooks is an auth guard (`requireUser`, `requireOps`: see http/auth-guard.ts). */
function isGuarded(route: RouteOptions): boolean {
  return [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)].some(
    (h) => typeof h === 'function' && ('opsRoles' in h || 'playerGuard' in h),
  );
}

/**
 * Fills `operationId`, `security` and `tags` of every documented route as it is registered. Call it on the root
 * app before the swagger plugin and the routes (app.ts), so every route passes through it.
 */
export function registerOpenApiConventions(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as (Record<string, unknown> & { hide?: boolean }) | undefined;
    if (!schema || schema.hide || !/^\/(api\/|healthz)/.test(route.url)) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    if (methods.length === 1) schema.operationId ??= operationIdOf(methods[0]!, route.url);
    schema.security ??= isGuarded(route) ? BEARER : [];
  });
}

type Json = Record<string, unknown>;

/** Moves `nullable` of a typeless union onto its typed members (OpenAPI 3.0), everywhere in `node`. */
export function fixNullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(fixNullableUnions);
  if (!node || typeof node !== 'object') return;
  const o = node as Json;
  const union = (o.anyOf ?? o.oneOf) as Json[] | undefined;
  if (o.nullable === true && o.type === undefined && Array.isArray(union)) {
    delete o.nullable;
    for (const member of union) if (member.type !== undefined) member.nullable = true;
  }
  Object.values(o).forEach(fixNullableUnions);
}

/** The @fastify/swagger options: info with the licence, servers, tags, bearer auth, and the final clean-up. */
export function openApiOptions(config: Pick<Config, 'appVersion'>) {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Thai lottery API',
        version: config.appVersion,
        description:
          'Players at /api/v1, ops at /api/v1/backoffice. Amounts are baht (2 decimals); times are ISO-8601 instants ' +
          'and dates Bangkok dates. Every answer is an envelope {service_code, service_message | message, data}.',
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      // relative: the document describes the server that serves it
      servers: [{ url: '/', description: 'this server' }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { bearerAuth: { type: 'http' as const, scheme: 'bearer' } } },
    },
    transformObject: ((documentObject) => {
      const doc = (
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject
      ) as Json;
      fixNullableUnions(doc.paths);
      fixNullableUnions(doc.components);
      return doc;
    }) satisfies SwaggerTransformObject,
  };
}
