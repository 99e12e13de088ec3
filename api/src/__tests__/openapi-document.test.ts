/**
 * The OpenAPI document others build on (issue 14): `/api/docs/json` passes Redocly's `recommended` rules with no
 * error and no warning (@redocly/openapi-core, the engine of `redocly lint`), every operation has a unique
 * `operationId`, `security` and a declared domain tag; and a client typed only by what `openapi-typescript`
 * generates from it type-checks and then works against the real server (http/openapi-document.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { API_TAGS, fixNullableUnions, operationIdOf } from '../http/openapi-document';
import { BACKENDS } from '../test-support/databases';
import { depositBaht, idemKey, registerPlayer, startTestApp, type TestApp } from '../test-support/harness';

jest.setTimeout(240_000);

/**
 * The typed client, loaded at run time: its types come from the file this test generates, which a fresh clone does
 * not have when the api is type-checked, so tsc must not follow the import (the test type-checks it itself).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const client = require('../test-support/openapi-client/typed-client') as {
  login(base: string, credentials: { phone: string; pin: string }): Promise<string>;
  balance(base: string, token: string): Promise<{ baht: number; freeTickets: number }>;
  customerCode(base: string, token: string): Promise<string>;
  currentUndergroundRound(base: string): Promise<string>;
  placeUndergroundBet(
    base: string,
    token: string,
    key: string,
    slip: { round_id: string; lines: { kind: string; number: string; amount: number }[] },
  ): Promise<string>;
  remoteVersions(base: string): Promise<Record<string, string>>;
};

const CLIENT_DIR = path.join(__dirname, '..', 'test-support', 'openapi-client');
const GENERATED = path.join(CLIENT_DIR, 'generated', 'api-types.ts');
const TOOLS = path.resolve(__dirname, '..', '..', 'scripts', 'openapi-tools.mjs');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));

interface Problem {
  severity: string;
  ruleId: string;
  message: string;
  pointer: string;
}

/** Redocly's `recommended` problems of `doc` (api/scripts/openapi-tools.mjs, an ES module: a child process). */
function lint(doc: unknown): Problem[] {
  const file = path.join(scratch, `doc-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(doc));
  return JSON.parse(execFileSync(process.execPath, [TOOLS, 'lint', file], { encoding: 'utf8' })) as Problem[];
}

/** Type-checks `files` strictly; returns the diagnostics as text (empty when clean). */
function typeCheck(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('operation ids and nullable unions', () => {
  it('names an operation by its method and path, parameters as "by"', () => {
    expect(operationIdOf('GET', '/api/v1/backoffice/remotes/:name/history')).toBe('getBackofficeRemotesByNameHistory');
    expect(operationIdOf('POST', '/api/v1/lottery/bet-slip/partial/:id')).toBe('postLotteryBetSlipPartialById');
    expect(operationIdOf('GET', '/healthz')).toBe('getHealthz');
  });

  it('moves nullable onto the typed members of a union (OpenAPI 3.0)', () => {
    const schema = { properties: { a: { nullable: true, anyOf: [{ type: 'number' }, { type: 'string' }] } } };
    fixNullableUnions(schema);
    expect(schema.properties.a).toEqual({
      anyOf: [
        { type: 'number', nullable: true },
        { type: 'string', nullable: true },
      ],
    });
  });
});

describe.each(BACKENDS.slice(0, 1))('the OpenAPI document on %s', (backend) => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Record<string, unknown>>> } & Record<string, unknown>;
  let base = '';

  beforeAll(async () => {
    t = await startTestApp(backend, { opsUsers: false });
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("passes Redocly's recommended rules with no error and no warning", () => {
    expect(lint(doc).map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.pointer}`)).toEqual([]);
    // and the linter is not a pushover: the same document without servers and an id fails
    const broken = JSON.parse(JSON.stringify(doc));
    delete broken.servers;
    delete broken.paths['/api/v1/remotes'].get.operationId;
    expect(new Set(lint(broken).map((p) => p.ruleId))).toEqual(new Set(['no-empty-servers', 'operation-operationId']));
  });

  it('gives every operation a unique operationId, security and a declared domain tag', () => {
    const ops = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item).map(([method, op]) => ({ at: `${method.toUpperCase()} ${p}`, op })),
    );
    expect(ops.length).toBeGreaterThan(300);
    const ids = ops.map((o) => o.op.operationId);
    expect(ids.filter((id) => typeof id !== 'string')).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ops.filter((o) => !Array.isArray(o.op.security)).map((o) => o.at)).toEqual([]);
    const undeclared = ops.flatMap((o) => (o.op.tags as string[]).filter((tag) => !(tag in API_TAGS)));
    expect(undeclared).toEqual([]);
    // guarded routes say bearer, public ones say so with []
    expect(doc.paths['/api/v1/wallet/balance']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/backoffice/remotes/{name}']!.put!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/remotes']!.get!.security).toEqual([]);
  });

  it('generates client types that a typed client compiles against and that hold on the wire', async () => {
    const file = path.join(scratch, 'doc.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    fs.mkdirSync(path.dirname(GENERATED), { recursive: true });
    execFileSync(process.execPath, [TOOLS, 'types', file, GENERATED]);
    expect(typeCheck([path.join(CLIENT_DIR, 'typed-client.ts')])).toEqual([]);
    // a client that reads a field the document does not have fails the check
    const wrong = path.join(scratch, 'wrong-client.ts');
    fs.writeFileSync(
      wrong,
      `import type { Ok } from '${path.join(CLIENT_DIR, 'typed-client')}';\n` +
        "export const f = (b: Ok<'/api/v1/wallet/balance', 'get'>) => b.data.balanse;\n",
    );
    expect(typeCheck([wrong]).join('\n')).toMatch(/balanse/);

    // the typed client against the real server
    const { token, phone } = await registerPlayer(t.http);
    expect((await depositBaht(t.http, token, 100)).status).toBe(201);
    const session = await client.login(base, { phone, pin: '123456' });
    expect(await client.balance(base, session)).toEqual({ baht: 100, freeTickets: 0 });
    expect(await client.customerCode(base, session)).toMatch(/^[A-Z0-9]+$/);
    const round = await client.currentUndergroundRound(base);
    const slip = await client.placeUndergroundBet(base, session, idemKey('oa'), {
      round_id: round,
      lines: [{ kind: 'TWO_TOP', number: '42', amount: 10 }],
    });
    expect(slip).toMatch(/^UG/);
    expect((await client.balance(base, session)).baht).toBe(90);
    expect(Object.keys(await client.remoteVersions(base))).toContain('wallet');
    // the one non-JSON answer is documented as what it is
    const art = await fetch(`${base}/api/v1/lottery/fe/background/2026-05-02T16:00:00`);
    expect(art.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await art.text()).toMatch(/<svg[\s>]/);
    expect(Object.keys(doc.paths['/api/v1/lottery/fe/background/{date}']!.get!.responses as object)).toContain('200');
  });
});
