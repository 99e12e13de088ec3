/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely in tests; the routes' zod schemas check them */
/** Builds the app for integration tests and drives it through HTTP (`app.inject`). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuiltApp } from '../app';
import { manualClock, type ManualClock } from '../clock';
import { loadConfig, type Config } from '../config';
import { openTestDatabase, type Backend } from './databases';

/** The bootstrap ADMIN_API_TOKEN of test apps: it only creates the first ops user (startTestApp does). */
export const ADMIN_TOKEN = 'test-admin-token-0123456789';

/** The AUDIT_SIGNING_KEY of test apps (the audit CLI of a test passes the same). */
export const TEST_AUDIT_SIGNING_KEY = 'test-audit-signing-key-0123456789abcdef';

/** Just before the real 2026-05-02 GLO draw closes (Bangkok 10:00): its round is open. */
export const BEFORE_2026_05_02 = '2026-05-02T10:00:00+07:00';

/**
 * The config of test apps. Rate limits are raised out of the way (suites register many players from
 * one IP); a suite that tests them passes lower RATE_LIMIT_* values in `env`.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_API_TOKEN: ADMIN_TOKEN,
    JWT_SECRET: 'test-secret-0123456789abcdef',
    YEEKEE_SECRET_KEY: 'test-yeekee-secret-key-0123456789abcdef',
    AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    RATE_LIMIT_OPS_LOGIN_PER_MINUTE: '1000000',
    RATE_LIMIT_PLAY_PER_MINUTE: '1000000',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000000',
    RATE_LIMIT_YEEKEE_SHOT_PER_MINUTE: '1000000',
    // suites move the manual clock by days and months: the ops sessions of startTestApp must outlive that
    OPS_SESSION_TTL_HOURS: String(24 * 366),
    // the new-account hold (24 h by default) would stop the fresh maker and checker of startTestApp: suites about
    // the hold pass OPS_NEW_ACCOUNT_HOLD_HOURS in `env` (ops-approvals.test.ts)
    OPS_NEW_ACCOUNT_HOLD_HOURS: '0',
    // cheap argon2id (1 MiB, 1 pass, ~1 ms instead of ~30 ms): suites hash thousands of PINs; production's floor is
    // checked by config.test.ts
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_PASSES: '1',
    ...env,
  });
}

export interface TestApp extends BuiltApp {
  clock: ManualClock;
  http: Http;
  /** Bearer token of the operator "maker" (enters results; every operator route). */
  ops: string;
  /** Bearer token of a second operator, "checker" (confirms the maker's results). */
  checker: string;
  /** Bearer token of the admin "admin" (ops users, remotes, system status). */
  admin: string;
  close(): Promise<void>;
}

/** The password of the test apps' ops users (maker, checker, admin). */
export const TEST_OPS_PASSWORD = 'test-ops-password-0123';

/** Logs an ops user in through `POST backoffice/auth/login`; returns the bearer token. */
export async function opsLogin(http: Http, username: string, password = TEST_OPS_PASSWORD): Promise<string> {
  const res = await http.post('/backoffice/auth/login', { username, password });
  if (res.status !== 200) throw new Error(`ops login of ${username} failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

/** Creates an ops user as `adminToken` (an admin session, or the bootstrap token for the first one). */
export async function createOpsUser(http: Http, adminToken: string, username: string, role?: string) {
  const res = await http.post(
    '/backoffice/ops-users',
    { username, password: TEST_OPS_PASSWORD, ...(role ? { role } : {}) },
    adminToken,
  );
  if (res.status !== 201) throw new Error(`creating ops user ${username} failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; username: string; role: string; approval: 'pending' | 'approved' | 'rejected' };
}

/** How a test app starts: its clock, environment, ops accounts and log. */
export interface StartOptions {
  now?: string;
  env?: Record<string, string>;
  opsUsers?: boolean;
  /** Receives the app's JSON log lines (set LOG_LEVEL in `env`; the default is silent). */
  logStream?: { write(line: string): void };
}

/**
 * A test app on a fresh database. Unless `opsUsers: false`, the bootstrap token creates the admin
 * "admin", who creates the operators "maker" and "checker"; all three log in (`t.admin`, `t.ops`, `t.checker`).
 */
export async function startTestApp(backend: Backend, opts: StartOptions = {}): Promise<TestApp> {
  const now = opts.now ?? BEFORE_2026_05_02;
  const { database, drop } = await openTestDatabase(backend, now);
  const clock = manualClock(now);
  const built = await buildApp(testConfig(opts.env), {
    clock,
    database,
    serveStatic: false,
    logStream: opts.logStream,
  });
  const http = new Http(built.app);
  const tokens = { ops: '', checker: '', admin: '' };
  if (opts.opsUsers ?? true) {
    await createOpsUser(http, ADMIN_TOKEN, 'admin');
    tokens.admin = await opsLogin(http, 'admin');
    await createOpsUser(http, tokens.admin, 'maker', 'operator');
    await createOpsUser(http, tokens.admin, 'checker', 'operator');
    tokens.ops = await opsLogin(http, 'maker');
    tokens.checker = await opsLogin(http, 'checker');
  }
  return {
    ...built,
    clock,
    http,
    ...tokens,
    async close() {
      await built.app.close();
      await drop();
    },
  };
}

/**
 * The test app of a `describe` block: started (`startTestApp(backend, opts)`) in a `beforeAll` and closed in an
 * `afterAll` registered where it is called, so `const t = useTestApp(backend)` replaces the `let t`, its start and
 * its close. `t` reads through to the started app; reading it before the `beforeAll` ran throws. Options that
 * depend on what an earlier `beforeAll` made (a provider's URL) are given as a function, called at the start.
 */
export function useTestApp(backend: Backend, opts: StartOptions | (() => StartOptions) = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(backend, typeof opts === 'function' ? opts() : opts);
  });
  afterAll(async () => {
    await started?.close();
  });
  return readThrough(() => started, 'useTestApp');
}

/**
 * A stand-in for a value a `beforeAll` makes (`current()` answers it then): every read goes to the value; a read
 * before it exists throws, naming `what`.
 */
export function readThrough<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (!value) throw new Error(`${what}: ${String(key)} is read before the beforeAll that makes it ran`);
      return value[key as keyof T];
    },
  });
}

/**
 * An app with a static root of its own (the front end's built files) on a PGlite test database, for the `describe`
 * it is called in: in a `beforeAll`, a fresh temporary folder (named from `prefix`) is given to `configFor`, which
 * writes the files and returns the config; in an `afterAll` the app and its database close and the folder goes.
 */
export function useStaticRootApp(prefix: string, configFor: (root: string) => Config): BuiltApp {
  let root: string | undefined;
  let built: BuiltApp | undefined;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    built = await buildApp(configFor(root), {
      clock: manualClock(BEFORE_2026_05_02),
      database: (await openTestDatabase('pglite', BEFORE_2026_05_02)).database,
    });
  });
  afterAll(async () => {
    await built?.app.close();
    await built?.database.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });
  return readThrough(() => built, 'useStaticRootApp');
}

/**
 * A round's result by maker-checker: `t.ops` enters `raw`, `t.checker` confirms it. Returns the
 * confirmation's response (the settlement summary), or the entry's when the entry was refused.
 */
export async function settleResult(t: TestApp, roundId: string, raw: unknown): Promise<Res> {
  const entered = await t.http.post(`/backoffice/rounds/${roundId}/result`, raw, t.ops);
  if (entered.status >= 300) return entered;
  return t.http.post(`/backoffice/rounds/${roundId}/result/confirm`, raw, t.checker);
}

export interface Res<T = any> {
  status: number;
  body: { service_code: string; message?: string; service_message?: string; data: T };
  headers: Record<string, unknown>;
}

/**
 * Drives the API's /api/v1 routes: in process through `app.inject` (a FastifyInstance), or over real
 * sockets when given a base URL such as `http://127.0.0.1:3999` (the benchmarks, api/bench/bench-server.ts).
 */
export class Http {
  constructor(private readonly app: FastifyInstance | string) {}

  async call<T = any>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<Res<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | undefined;
    if (opts.rawBody !== undefined) {
      payload = opts.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    if (typeof this.app === 'string') {
      const res = await fetch(`${this.app}/api/v1${url}`, { method, headers, body: payload });
      const text = await res.text();
      return {
        status: res.status,
        body: text ? JSON.parse(text) : undefined,
        headers: Object.fromEntries(res.headers.entries()),
      };
    }
    const res = await this.app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }

  get<T = any>(url: string, token?: string) {
    return this.call<T>('GET', url, { token });
  }
  post<T = any>(url: string, body: unknown, token?: string, headers?: Record<string, string>) {
    return this.call<T>('POST', url, { token, body, headers });
  }
}

let phoneSeq = 0;
/** A fresh Thai mobile number per call (unique within a test file). */
export function newPhone(): string {
  phoneSeq += 1;
  return `08${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq % 100).padStart(2, '0')}`;
}

/** The KBANK account number (10 digits) registerPlayer gives the player of `phone`: unique per phone. */
export function bankAccountFor(phone: string): string {
  return `1${phone.slice(1)}`;
}

/** Registers a player through the real OTP flow (OTP read from the dev outbox); returns the session. */
export async function registerPlayer(http: Http, phone = newPhone(), pin = '123456') {
  const otpReq = await http.post('/auth/otp/request', { phone, purpose: 'REGISTER' });
  if (otpReq.status !== 200) throw new Error(`otp request failed: ${JSON.stringify(otpReq.body)}`);
  const outbox = await http.get<{ otp: string; ref_code: string }[]>(`/dev/sms-outbox?phone=${phone}`);
  const sms = outbox.body.data[0]!;
  const verified = await http.post('/auth/otp/verify', {
    otp_session_token: otpReq.body.data.otp_session_token,
    otp: sms.otp,
  });
  if (verified.status !== 200) throw new Error(`otp verify failed: ${JSON.stringify(verified.body)}`);
  const reg = await http.post('/auth/register', {
    verified_token: verified.body.data.verified_token,
    pin,
    bank_code: 'KBANK',
    // one bank account per player (E20010): derived from the phone
    bank_account_number: bankAccountFor(phone),
    bank_account_name: 'Somchai Jaidee',
    age_confirmed: true,
  });
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  return { phone, pin, token: reg.body.data.token as string, customerCode: reg.body.data.customer_code as string };
}

let keySeq = 0;
export function idemKey(prefix = 'key'): string {
  keySeq += 1;
  return `${prefix}-${Date.now()}-${keySeq}-${Math.random().toString(36).slice(2, 8)}`;
}

export async function depositBaht(http: Http, token: string, amount: number | string, key = idemKey('dep')) {
  return http.call('POST', '/wallet/deposit', { token, body: { amount }, headers: { 'idempotency-key': key } });
}

/** Ledger invariants: every transfer sums to zero; every account balance equals the sum of its postings. */
export async function ledgerIsConsistent(
  t: BuiltApp,
): Promise<{ unbalancedTransfers: number; driftedAccounts: number; negativePlayers: number }> {
  const { sql } = await import('kysely');
  const db = t.database.db;
  const unbalanced = await sql<{ n: number }>`
    select count(*)::int as n from (select transfer_id from ledger_postings group by transfer_id having sum(amount_satang) <> 0) x`.execute(
    db,
  );
  const drifted = await sql<{ n: number }>`
    select count(*)::int as n from ledger_accounts a
     where a.balance_satang <> coalesce((select sum(p.amount_satang) from ledger_postings p where p.account_id = a.id), 0)`.execute(
    db,
  );
  const negative = await sql<{
    n: number;
  }>`select count(*)::int as n from ledger_accounts where kind = 'player' and balance_satang < 0`.execute(db);
  return {
    unbalancedTransfers: unbalanced.rows[0]!.n,
    driftedAccounts: drifted.rows[0]!.n,
    negativePlayers: negative.rows[0]!.n,
  };
}
