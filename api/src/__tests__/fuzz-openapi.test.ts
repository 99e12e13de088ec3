/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schema from the OpenAPI document is walked loosely */
/**
 * Issue 12: a fuzz run over every operation of the OpenAPI document (`/api/docs/json`). For each one it
 * sends bodies of the wrong type, each field with a wrong type, a huge string, a negative, a fractional and
 * an absurdly large number, a body with an unknown field, and path and query parameters that are not ids
 * or numbers — authenticated as a player (as ops on `/backoffice`) so the requests reach the handlers.
 * Every answer must be a 4xx envelope with a spec code (never a 5xx), and the database must hold exactly
 * what it held before: the same rows in every table and the same balances.
 */
import { sql } from 'kysely';
import { relayWholeLiveOutbox } from '../live/relay-live-outbox';
import { BACKENDS } from '../test-support/databases';
import { depositBaht, registerPlayer, type TestApp, useTestApp } from '../test-support/harness';

jest.setTimeout(300_000);

type Json = any;

/** A plausible value for a JSON Schema (enough to get past the first field). */
function sample(schema: Json, depth = 0): unknown {
  if (!schema || depth > 4) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (Array.isArray(alt)) return sample(alt.find((s: Json) => s.type !== 'null') ?? alt[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'date' ? '2026-05-02' : 'x';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'object':
    default: {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], depth + 1);
      return out;
    }
  }
}

const HUGE = '9'.repeat(60_000);
const SQL_TEXT = "'; drop table users; --";
/** Values of the wrong kind for a field of this schema, plus the classic hostile ones. */
function hostileValues(schema: Json): unknown[] {
  const type = Array.isArray(schema?.type) ? schema.type.find((t: string) => t !== 'null') : schema?.type;
  const common = [HUGE, -1, 0.001, 1e308, -1e308, { nested: true }, ['x'], SQL_TEXT];
  if (type === 'string') return [12345, true, ...common];
  if (type === 'number' || type === 'integer') return ['abc', '1', true, -0.5, 1.5, 100.123, ...common];
  if (type === 'boolean') return ['true', 1, ...common];
  if (type === 'array') return [{}, 'x', [null], ...common];
  return ['x', false, ...common];
}

interface Case {
  method: string;
  url: string;
  body?: unknown;
  label: string;
  /** False for a hostile-looking value that is valid input (SQL text in a free-text field): no 5xx, no more. */
  mustRefuse: boolean;
}

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

/** Every hostile request for one operation of the document. */
function casesFor(path: string, method: string, op: Json): Case[] {
  const cases: Case[] = [];
  const params: Json[] = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const query = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const okPath = fillPath(path, '1');
  const okQuery = query
    .filter((q) => q.required)
    .map((q) => `${q.name}=${encodeURIComponent(String(sample(q.schema)))}`)
    .join('&');
  const url = (p: string, q = okQuery) => `${p}${q ? `?${q}` : ''}`;
  const baseline = bodySchema ? sample(bodySchema) : undefined;

  if (pathParams.length)
    for (const v of ['abc', '-1', '1.5', '99999999999999999999999', "1' or '1'='1", 'x'.repeat(3000), '%00'])
      cases.push({
        method,
        url: url(fillPath(path, v)),
        body: baseline,
        label: `path=${v.slice(0, 20)}`,
        mustRefuse: true,
      });
  for (const q of query)
    for (const v of ['abc', '-1', '1.5', '1e309', HUGE.slice(0, 3000), ''])
      cases.push({
        method,
        url: url(okPath, [okQuery, `${q.name}=${encodeURIComponent(v)}`].filter(Boolean).join('&')),
        body: baseline,
        label: `query ${q.name}=${v.slice(0, 20)}`,
        mustRefuse: true,
      });
  if (bodySchema) {
    for (const whole of ['x', 12, null, [], true, [baseline]])
      cases.push({
        method,
        url: url(okPath),
        body: whole,
        label: `body=${JSON.stringify(whole).slice(0, 30)}`,
        mustRefuse: true,
      });
    cases.push({
      method,
      url: url(okPath),
      body: { ...(baseline as object), unexpected_field: 1 },
      label: 'unknown field',
      mustRefuse: true,
    });
    const props: Record<string, Json> = bodySchema.properties ?? {};
    for (const [key, schema] of Object.entries(props)) {
      for (const v of hostileValues(schema))
        cases.push({
          method,
          url: url(okPath),
          body: { ...(baseline as object), [key]: v },
          label: `${key}=${JSON.stringify(v).slice(0, 20)}`,
          mustRefuse: v !== SQL_TEXT,
        });
      // one level into arrays of objects (bet lines, ticket lists)
      const item = schema?.items;
      if (schema?.type === 'array' && item?.properties)
        for (const [inner, innerSchema] of Object.entries(item.properties as Record<string, Json>))
          for (const v of hostileValues(innerSchema))
            cases.push({
              method,
              url: url(okPath),
              body: { ...(baseline as object), [key]: [{ ...(sample(item) as object), [inner]: v }] },
              label: `${key}[0].${inner}=${JSON.stringify(v).slice(0, 20)}`,
              mustRefuse: v !== SQL_TEXT,
            });
    }
  }
  return cases;
}

/** Row counts of every table and the sum of balances: what "no state change" compares. */
async function snapshot(t: TestApp): Promise<Record<string, number>> {
  const db = t.database.db;
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  // rows written by design on refused requests (throttle counters, the audit trail of refused ops calls)
  const ignored = /^(kysely_|auth_throttle|audit_log|audit_head|rate_limit)/;
  const out: Record<string, number> = {};
  for (const { name } of tables.rows) {
    if (ignored.test(name)) continue;
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db);
    out[name] = r.rows[0]!.n;
  }
  const bal = await sql<{
    s: string | number;
  }>`select coalesce(sum(abs(balance_satang)), 0) as s from ledger_accounts`.execute(db);
  out['ledger_accounts.sum_abs_balance'] = Number(bal.rows[0]!.s);
  const free = await sql<{ s: string | number }>`select coalesce(sum(free_lottery), 0) as s from users`.execute(db);
  out['users.free_lottery'] = Number(free.rows[0]!.s);
  return out;
}

describe.each(BACKENDS)('fuzz of every OpenAPI operation on %s', (backend) => {
  const t = useTestApp(backend);
  let playerToken: string;
  let opsToken: string;
  let adminToken: string;
  beforeAll(async () => {
    const player = await registerPlayer(t.http);
    playerToken = player.token;
    await depositBaht(t.http, playerToken, 500);
    opsToken = t.ops;
    adminToken = t.admin;
  });

  it('answers every hostile request with a 4xx envelope and changes nothing', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const all: (Case & { token: string })[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = item[method];
        if (!op) continue;
        operations += 1;
        const token = path.startsWith('/api/v1/backoffice/') ? opsToken : playerToken;
        for (const c of casesFor(path, method.toUpperCase(), op)) all.push({ ...c, token });
      }
    }
    const fiveHundreds: string[] = [];
    const badEnvelopes: string[] = [];
    let sent = 0;
    const send = async (c: Case & { token: string }) => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${c.token}`,
        'idempotency-key': `fuzz-${sent}-${Math.random().toString(36).slice(2)}`,
      };
      let payload: string | undefined;
      if (c.body !== undefined && c.method !== 'GET') {
        payload = JSON.stringify(c.body);
        headers['content-type'] = 'application/json';
      }
      let res = await t.app.inject({ method: c.method as 'GET', url: c.url, headers, payload });
      // admin-only ops routes: go as far as an admin gets
      if (res.statusCode === 403 && c.token === opsToken) {
        headers.authorization = `Bearer ${adminToken}`;
        res = await t.app.inject({ method: c.method as 'GET', url: c.url, headers, payload });
      }
      sent += 1;
      const where = `${c.method} ${c.url.slice(0, 80)} [${c.label}] → ${res.statusCode}`;
      if (res.statusCode >= 500) fiveHundreds.push(`${where} ${res.body.slice(0, 200)}`);
      else if (res.statusCode < 400) {
        // a read of an odd id or filter may answer an empty list; anything that writes must refuse
        if (c.method !== 'GET' && c.mustRefuse)
          badEnvelopes.push(`${where}: accepted a hostile request ${res.body.slice(0, 200)}`);
      } else {
        const body = res.json();
        if (!/^(E\d{5}|B\dV\d{3}|C\dV\d{3}|P\d[RV]\d{3})$/.test(body.service_code ?? ''))
          badEnvelopes.push(`${where}: ${res.body.slice(0, 200)}`);
      }
    };

    // phase 1: everything that must be refused; the database must not change at all (the setup's live events are
    // relayed first: the relay moving them from the outbox meanwhile is not a change made by a request)
    await relayWholeLiveOutbox(t.database.db);
    const before = await snapshot(t);
    for (const c of all.filter((x) => x.mustRefuse)) await send(c);
    const after = await snapshot(t);
    // phase 2: hostile-looking but valid text (SQL in a free-text field): answered, never a 5xx
    for (const c of all.filter((x) => !x.mustRefuse)) await send(c);
    console.log(
      `fuzz (${backend}): ${operations} operations, ${sent} hostile requests, ${fiveHundreds.length} × 5xx, ` +
        `${badEnvelopes.length} accepted or without a spec code, ` +
        `${Object.keys(before).filter((k) => before[k] !== after[k]).length} tables changed`,
    );
    expect(operations).toBeGreaterThan(60);
    expect(fiveHundreds).toEqual([]);
    expect(badEnvelopes).toEqual([]);
    expect(after).toEqual(before);
  });
});
