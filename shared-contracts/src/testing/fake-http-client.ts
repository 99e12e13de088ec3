/**
 * A fake HttpClient for component tests: routes "METHOD path" to handlers and records every call.
 * A handler returns the envelope's data or throws (use `apiError` for an AppError with a spec code).
 */
import type { ErrorCode } from '../codes/service-codes';
import { AppError } from '../envelope';
import type { HttpClient, RequestOptions } from '../remote';

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
    return handler(rec) as T;
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
