/**
 * The console's API client: every call carries the ops token (`Authorization: Bearer`), never the player's
 * session. It wraps a base client without a token of its own: in the browser `createFetchHttpClient` (no queue, no
 * player session headers, and a 401 never logs the player out of the shell), in component tests the fake API.
 */
import type { HttpClient, RequestOptions } from 'shared-contracts';

const withToken = (opts: RequestOptions | undefined, token: string | null): RequestOptions => ({
  ...opts,
  headers: { ...opts?.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
});

export function createOpsClient(base: HttpClient, getToken: () => string | null): HttpClient {
  return {
    get: (path, opts) => base.get(path, withToken(opts, getToken())),
    post: (path, body, opts) => base.post(path, body, withToken(opts, getToken())),
    put: (path, body, opts) => base.put(path, body, withToken(opts, getToken())),
    patch: (path, body, opts) => base.patch(path, body, withToken(opts, getToken())),
    delete: (path, opts) => base.delete(path, withToken(opts, getToken())),
  };
}
