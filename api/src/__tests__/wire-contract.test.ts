/**
 * The wire contract (ARCHITECTURE.md "The wire contract"): every `/api/v1` route Fastify registers is an entry of the
 * route table in shared-contracts, registered from that entry (its params, query, body, headers and response data
 * are the entry's very schemas, `routeSchema`), and every entry of the table is a registered route.
 */
import { allRoutes, matchesPath, type RouteSpec } from 'shared-contracts';
import type { RouteInfo } from '../audit/audited-routes';
import { useTestApp } from '../test-support/harness';

jest.setTimeout(120_000);

const PREFIX = '/api/v1';

/** Routes not in the table yet ("METHOD url"): this list only shrinks. */
const NOT_YET_IN_THE_TABLE: string[] = [];

/** The entry of a registered route: its own path, else the game route whose pattern it fills. */
function entryOf(route: RouteInfo): RouteSpec | undefined {
  const rel = route.url.slice(PREFIX.length);
  const ofMethod = allRoutes().filter((e) => e.method === route.method);
  return ofMethod.find((e) => e.path === rel) ?? ofMethod.find((e) => e.path.includes('{') && matchesPath(e, rel));
}

/** The names of the entry's schemas that the registered route does not take from the entry. */
function driftOf(route: RouteInfo, entry: RouteSpec): string[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const response = (schema.response ?? {}) as Record<
    string,
    { shape?: { data?: unknown }; content?: Record<string, { schema?: unknown }> }
  >;
  const statuses = [entry.status ?? 200].flat();
  const drift: string[] = [];
  if (schema.params !== entry.params) drift.push('params');
  if (schema.querystring !== entry.query) drift.push('query');
  if (schema.body !== entry.body) drift.push('body');
  if (schema.headers !== entry.headers) drift.push('headers');
  const dataOf = (s: number) =>
    entry.contentType ? response[s]?.content?.[entry.contentType]?.schema : response[s]?.shape?.data;
  if (statuses.some((s) => dataOf(s) !== entry.response)) drift.push('response');
  return drift;
}

describe('the wire contract', () => {
  const t = useTestApp('pglite', { opsUsers: false });
  let routes: RouteInfo[];
  beforeAll(async () => {
    routes = t.app.routeTable.filter((r) => r.url === PREFIX || r.url.startsWith(`${PREFIX}/`));
  });

  it('every /api/v1 route is an entry of the route table (but the shrinking list of routes not yet in it)', () => {
    expect(routes.length).toBeGreaterThan(400);
    const missing = routes.filter((r) => !entryOf(r)).map((r) => `${r.method} ${r.url}`);
    expect(missing.sort()).toEqual([...NOT_YET_IN_THE_TABLE].sort());
  });

  it('every route takes its params, query, body, headers and response from its entry', () => {
    const drift = routes.flatMap((r) => {
      const entry = entryOf(r);
      const parts = entry ? driftOf(r, entry) : [];
      return parts.length ? [`${r.method} ${r.url}: ${parts.join(', ')}`] : [];
    });
    expect(drift).toEqual([]);
  });

  it('every entry of the table is a registered route', () => {
    const registered = new Set(routes.map(entryOf));
    const unrouted = allRoutes()
      .filter((e) => !registered.has(e))
      .map((e) => `${e.method} ${e.path}`);
    expect(unrouted).toEqual([]);
  });
});
