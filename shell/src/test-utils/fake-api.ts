/** An in-memory HttpClient for component tests: answers by "METHOD path", records every call. */
import { AppError, ErrorCode, type HttpClient } from 'shared-contracts';

export type FakeRoute = (body: unknown) => unknown | Promise<unknown>;

export function fakeApi(routes: Record<string, FakeRoute | unknown>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const send = async (method: string, path: string, body?: unknown) => {
    calls.push({ method, path, body });
    const key = `${method} ${path}`;
    if (!(key in routes)) throw new AppError(ErrorCode.NOT_FOUND, `no fake for ${key}`);
    const r = routes[key];
    return typeof r === 'function' ? (r as FakeRoute)(body) : r;
  };
  const api = {
    get: (p: string) => send('GET', p),
    post: (p: string, b?: unknown) => send('POST', p, b),
    put: (p: string, b?: unknown) => send('PUT', p, b),
    patch: (p: string, b?: unknown) => send('PATCH', p, b),
    delete: (p: string) => send('DELETE', p),
  } as HttpClient;
  return { api, calls, routes };
}
