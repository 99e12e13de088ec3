/**
 * A fake HttpClient for component tests: routes "METHOD path" to handlers and records every call.
 * A handler returns the envelope's data or throws (use `apiError` for an AppError with a spec code).
 *
 * Every answer is held to the wire contract (ARCHITECTURE.md "The wire contract"): a fake route that is no route of
 * the table, or data its response schema refuses, is recorded in `wireContractViolations`, and the web projects'
 * jest set-up (`jest.setup-dom.js`) fails the test that caused it. A fake cannot drift from what the api sends.
 */
import type { ErrorCode } from '../codes/service-codes';
import { AppError } from '../envelope';
import type { HttpClient, RequestOptions } from '../remote';
import { findRoute } from '../routes';

const VIOLATIONS = Symbol.for('shared-contracts.wireContractViolations');

/** The contract violations of the fakes since the last call (the jest set-up takes them after each test). */
export function takeWireContractViolations(): string[] {
  const store = globalThis as { [VIOLATIONS]?: string[] };
  const found = store[VIOLATIONS] ?? [];
  store[VIOLATIONS] = [];
  return found;
}

function violation(text: string): void {
  const store = globalThis as { [VIOLATIONS]?: string[] };
  (store[VIOLATIONS] ??= []).push(text);
}

/** Records it when `data` is not what route "METHOD path" of the wire contract answers. */
export function checkWireAnswer(method: string, path: string, data: unknown): void {
  const bare = path.split('?')[0]!;
  const entry = findRoute(method, bare);
  if (!entry) return violation(`${method} ${path}: no route of the wire contract (shared-contracts routes/)`);
  if (entry.contentType) return;
  const parsed = entry.response.safeParse(data);
  if (parsed.success) return;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`).slice(0, 5);
  violation(`${method} ${path} (${entry.method} ${entry.path}): the fake's data is refused: ${issues.join('; ')}`);
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  opts: RequestOptions | undefined;
}
type Handler = (call: RecordedCall) => unknown;

export function apiError(code: ErrorCode, data: unknown = null): AppError {
  return new AppError(code, code, data);
}

export function createFakeHttpClient(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const call = async <T>(method: string, path: string, body: unknown, opts: RequestOptions | undefined): Promise<T> => {
    const rec = { method, path, body, opts };
    calls.push(rec);
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new TypeError(`Failed to fetch: no fake route for ${method} ${path}`);
    const data = await handler(rec);
    checkWireAnswer(method, path, data);
    return data as T;
  };
  const api: HttpClient = {
    get: (p, o) => call('GET', p, undefined, o),
    post: (p, b, o) => call('POST', p, b, o),
    put: (p, b, o) => call('PUT', p, b, o),
    patch: (p, b, o) => call('PATCH', p, b, o),
    delete: (p, o) => call('DELETE', p, o?.body, o),
  };
  return { api, calls, routes };
}
