/**
 * Routes registered from their entry in the wire contract (ARCHITECTURE.md "The wire contract"). `contractRoutes`
 * is the one way a route file registers a route: method and path come from the entry, the Fastify schema from
 * `routeSchema` (params, querystring, body and headers are the entry's schemas, the response its `data` in the
 * success envelope, plus the error envelope; a route with a `contentType` answers that media type), so
 * validation, serialisation and the OpenAPI document all come from the one declaration. The route file adds only
 * its guard, rate limit, audit, what the docs say about it (tags, summary) and the handler.
 * `api/src/__tests__/wire-contract.test.ts` holds the registered routes and the table to the same set.
 */
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  FastifyBaseLogger,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessCode, errorEnvelopeSchema, gamePath, type RouteSpec, type SuccessStatus } from 'shared-contracts';
import { responses, sendOk } from './reply';

/** What the docs say about a route, beside its schemas. */
export interface RouteDoc {
  tags: string[];
  summary: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  operationId?: string;
}

type Of<R, K extends string> = R extends { [k in K]: infer S } ? S : undefined;

/** The Fastify `schema` of a route of the contract. */
export function routeSchema<const R extends RouteSpec>(spec: R, doc: RouteDoc) {
  return {
    ...doc,
    ...(spec.params && { params: spec.params }),
    ...(spec.query && { querystring: spec.query }),
    ...(spec.body && { body: spec.body }),
    ...(spec.headers && { headers: spec.headers }),
    response: (spec.contentType
      ? {
          200: { description: doc.summary, content: { [spec.contentType]: { schema: spec.response } } },
          '4xx': errorEnvelopeSchema,
        }
      : Object.assign(
          {},
          ...[spec.status ?? 200].flat().map((status: SuccessStatus) => responses(spec.response, status)),
        )) as ReturnType<typeof responses>,
  } as RouteDoc & {
    params: Of<R, 'params'>;
    querystring: Of<R, 'query'>;
    body: Of<R, 'body'>;
    headers: Of<R, 'headers'>;
    response: ReturnType<typeof responses>;
  };
}

/** The app a route plugin receives (`FastifyPluginAsyncZod`): requests typed from the zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A request of the route of entry `R`: `req.params`, `req.query`, `req.body` and `req.headers` typed from it. */
export type ContractRequest<R extends RouteSpec> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  ReturnType<typeof routeSchema<R>>,
  ZodTypeProvider
>;

/**
 * A route's handler: it returns the envelope's `data` (sent with the entry's status), or `reply` once it has
 * answered itself (a status that depends on the outcome, an extra header).
 */
export type ContractHandler<R extends RouteSpec> = (req: ContractRequest<R>, reply: FastifyReply) => unknown;

/** An `onRequest` guard: `requireUser(ctx)`, `requireOps(ctx, ROLES)` (http/auth-guard.ts) or none (public). */
export type RouteGuard = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** What a route file says of all its routes. */
export interface RouteGroup {
  tags: string[];
  /** The guard of every route of the group, unless a route names its own. */
  guard?: RouteGuard;
  /** The game of a file's game routes (`game.api`, `{ slug }`), unless a route names its own. */
  game?: Record<string, string>;
}

/** What a route says beside its entry: its docs, guard, limits, audit and answer. */
export interface RouteOptions extends Omit<RouteDoc, 'tags'> {
  tags?: string[];
  guard?: RouteGuard;
  /** One of `rateLimits(ctx.config)` (http/rate-limit.ts). */
  rateLimit?: FastifyContextConfig['rateLimit'];
  /** How an ops write is audited (audit/audited-routes.ts: `auditInUseCase`, `auditByHook`). */
  audit?: FastifyContextConfig['audit'];
  /** The envelope's service code: SUCCESS on a 200, CREATED on a 201 or 202 unless said (UPDATED, DELETED). */
  code?: SuccessCode;
  /** A game route's names (`game.api`, `{ slug }`): its path is `gamePath(entry, game)`. */
  game?: Record<string, string>;
  /** Route options Fastify takes beside these (e.g. `bodyLimit`). */
  bodyLimit?: number;
}

/**
 * The registrar of a route file: `const route = contractRoutes(app, { tags: ['wallet'], guard: requireUser(ctx) })`,
 * then one call a route, `route(wire.getWalletBalance, { summary }, (req) => getBalance(ctx, currentUser(req).userId))`.
 * The route answers the handler's data in the success envelope with the entry's status (200 unless it names
 * one; an entry with a list of statuses answers from its handler, `return sendOk(reply, …)`).
 */
export function contractRoutes(app: ZodApp, group: RouteGroup) {
  return function route<const R extends RouteSpec>(spec: R, options: RouteOptions, handler: ContractHandler<R>): void {
    const {
      guard = group.guard,
      game = group.game,
      rateLimit,
      audit,
      code,
      bodyLimit,
      tags = group.tags,
      ...doc
    } = options;
    const status = typeof spec.status === 'number' ? spec.status : 200;
    const config = { ...(rateLimit !== undefined && { rateLimit }), ...(audit && { audit }) };
    app.route({
      method: spec.method,
      url: game ? gamePath(spec, game) : spec.path,
      ...(guard && { onRequest: guard }),
      ...(Object.keys(config).length > 0 && { config }),
      ...(bodyLimit !== undefined && { bodyLimit }),
      schema: routeSchema(spec, { tags, ...doc }),
      handler: async (req, reply) => {
        const data = await handler(req as ContractRequest<R>, reply);
        // a handler that sent the reply itself (sendStored) returns it; awaiting a reply (a thenable) gives
        // undefined, so look at the reply, not the value
        if (data === reply || reply.sent) return reply;
        return sendOk(reply, data, status, code ?? (status === 200 ? SuccessCode.SUCCESS : SuccessCode.CREATED));
      },
    });
  };
}
