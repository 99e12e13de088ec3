/**
 * The audit trail of ops actions: every successful non-GET `/backoffice/*` request writes one
 * hash-chained row to `audit_log` (who, when, action, target, before → after, request id).
 *
 * HOW TO ADD AN OPS ROUTE (other helpers: read this)
 * 1. Guard it with `guard: requireOps(ctx, ROLES)` in its `route(entry, options, handler)` (http/contract-route.ts,
 *    http/auth-guard.ts; roles in http/ops-roles.ts: OPERATORS, ADMINS, ANY_OPS, AUDIT_READERS).
 * 2. Give every non-GET route `audit: ...` in its options (Fastify's `config.audit`), one of:
 *    - `auditByHook('thing.verb', { target: paramTarget('thing', 'id'), before: async (req) => snapshot })`:
 *      the hook below writes the row after the handler succeeded, in its own transaction, with
 *      `before` (taken in preHandler, after auth and validation) and `after` = the response's `data`
 *      (`responseIs: 'before'` for deletes, whose response is the removed thing; `after: (req, data) =>`
 *      to store a summary instead of a long response).
 *    - `auditInUseCase('thing.verb')`: the use case writes the row itself with `recordAudit(trx, actor,
 *      ...)` LAST in its own transaction (same commit as the action); pass `auditActorOf(req)` down.
 *      Prefer this where the use case already takes a transaction.
 * 3. The test `api/src/__tests__/audit.test.ts` walks the route table and fails for a non-GET backoffice
 *    route without `config.audit`; `access-matrix.test.ts` checks its guard (401/403).
 * A route without `config.audit` is still audited (action `http.<METHOD> <url>`), so nothing is lost
 * while a route is being written. Failed requests (4xx/5xx) write nothing.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AppContext } from '../context';
import type { OpsGuard } from '../http/auth-guard';
import { auditActorOf } from './audit-actor';
import { recordAudit } from './record-audit';

export type AuditRouteSpec =
  | { action: string; writtenBy: 'use-case' }
  | {
      action: string;
      writtenBy: 'hook';
      /** `target` of the row; `data` is the response's data (e.g. the id of a created thing). */
      target?: (req: FastifyRequest, data: unknown) => string | null;
      before?: (req: FastifyRequest) => Promise<unknown>;
      /** What the response's `data` is: the state after (default) or the removed state (deletes). */
      responseIs?: 'after' | 'before';
      /** The `after` to store instead of the response's data (e.g. a summary of a long list). */
      after?: (req: FastifyRequest, data: unknown) => unknown;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditRouteSpec;
  }
  interface FastifyRequest {
    /** The `before` snapshot of an audited route (taken in preHandler). */
    auditBefore: unknown;
  }
  interface FastifyInstance {
    /** Every route registered after registerAuditTrail (method, url, config, ops guard). */
    routeTable: RouteInfo[];
  }
}

/** One registered route as the audit, access-matrix and wire contract tests see it. */
export interface RouteInfo {
  method: string;
  url: string;
  audit: AuditRouteSpec | undefined;
  /** The requireOps guard among its onRequest/preHandler hooks, if any. */
  opsGuard: OpsGuard | undefined;
  /** Its Fastify schema (the wire contract test holds it to the route table's entry). */
  schema: RouteOptions['schema'];
}

/** Audited by the generic hook (see the module comment). */
export function auditByHook(
  action: string,
  options: Omit<Extract<AuditRouteSpec, { writtenBy: 'hook' }>, 'action' | 'writtenBy'> = {},
): AuditRouteSpec {
  return { action, writtenBy: 'hook', ...options };
}

/** Audited inside the use case's transaction with recordAudit. */
export function auditInUseCase(action: string): AuditRouteSpec {
  return { action, writtenBy: 'use-case' };
}

/** `target` from a path parameter: `paramTarget('round', 'id')` → `round:123`. */
export function paramTarget(kind: string, ...params: string[]): (req: FastifyRequest) => string {
  return (req) => `${kind}:${params.map((p) => (req.params as Record<string, string>)[p] ?? '?').join('/')}`;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True for the routes the audit trail covers: non-GET under /api/v1/backoffice. */
export function isAuditedRoute(method: string, url: string): boolean {
  return WRITE_METHODS.has(method) && /^\/api\/v1\/backoffice(\/|$)/.test(url);
}

function hooksOf(h: RouteOptions['onRequest'] | RouteOptions['preHandler']): unknown[] {
  return h === undefined ? [] : Array.isArray(h) ? h : [h];
}

/**
 * Registers the route table and the audit hooks on the root app: call it before the routes are
 * registered (app.ts), so every route is collected and every route inherits the hooks.
 */
export function registerAuditTrail(app: FastifyInstance, ctx: AppContext): void {
  const table: RouteInfo[] = [];
  app.decorate('routeTable', table);
  app.decorateRequest('auditBefore', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const guard = [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)].find(
      (h): h is OpsGuard => typeof h === 'function' && 'opsRoles' in h,
    );
    for (const method of methods)
      if (method !== 'HEAD')
        table.push({
          method,
          url: route.url,
          audit: (route.config as { audit?: AuditRouteSpec } | undefined)?.audit,
          opsGuard: guard,
          schema: route.schema,
        });
  });

  app.addHook('preHandler', async (request) => {
    const spec = request.routeOptions.config.audit;
    if (spec?.writtenBy !== 'hook' || !spec.before) return;
    if (!isAuditedRoute(request.method, request.routeOptions.url ?? '')) return;
    request.auditBefore = await spec.before(request);
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 400 || !isAuditedRoute(request.method, request.routeOptions.url ?? '')) return payload;
    const spec = request.routeOptions.config.audit;
    if (spec?.writtenBy === 'use-case') return payload;
    if (!request.ops && !request.isAdminToken) return payload; // public routes (login) audit themselves
    const data = (payload as { data?: unknown } | null)?.data ?? null;
    const hookSpec = spec?.writtenBy === 'hook' ? spec : undefined;
    const responseIsBefore = hookSpec?.responseIs === 'before';
    await ctx.db.transaction().execute((trx) =>
      recordAudit(
        trx,
        auditActorOf(request),
        {
          action: spec?.action ?? `http.${request.method} ${request.routeOptions.url}`,
          target: hookSpec?.target?.(request, data) ?? null,
          before: responseIsBefore ? data : request.auditBefore,
          after: hookSpec?.after ? hookSpec.after(request, data) : responseIsBefore ? null : data,
        },
        ctx.clock.now(),
      ),
    );
    return payload;
  });
}
