/**
 * A small `HttpClient` over `fetch` for a remote's standalone page (no axios, no queue, no retry):
 * the shell hands remotes its own full client; this one only lets a team run its remote alone.
 */
// the package root, not relative paths: the same modules as every other import of `shared-contracts` in a build
import {
  AppError,
  ErrorCode,
  httpClientOver,
  readEnvelope,
  type HttpClient,
  type RequestOptions,
} from 'shared-contracts';

export interface FetchHttpClientOptions {
  /** Base of every path; default `/api/v1` on the page's origin. */
  baseUrl?: string;
  /** The bearer token, read before each request (e.g. from localStorage); null = anonymous. */
  getToken?: () => string | null;
  /** Injected for tests; default the global `fetch`. */
  fetchImpl?: typeof fetch;
}

/** Joins base, path and query params (undefined params are left out). */
export function buildUrl(baseUrl: string, path: string, params?: RequestOptions['params']): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = Object.entries(params ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return query ? `${url}?${query}` : url;
}

/**
 * Creates the client. Resolves with the envelope's `data`; rejects with `AppError` carrying the
 * server's code (or E10002 for a network failure or a body that is not an envelope).
 */
export function createFetchHttpClient({
  baseUrl = '/api/v1',
  getToken = () => null,
  fetchImpl,
}: FetchHttpClientOptions = {}): HttpClient {
  const send = async <T>(method: string, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> => {
    const token = getToken();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {}),
      ...opts.headers,
    };
    const doFetch = fetchImpl ?? fetch;
    let res: Response;
    try {
      res = await doFetch(buildUrl(baseUrl, path, opts.params), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      throw new AppError(ErrorCode.SERVER_ERROR, 'network error', { cause: String(err) });
    }
    const parsed: unknown = await res.json().catch(() => null);
    const envelope = readEnvelope(parsed);
    if (!envelope) throw new AppError(ErrorCode.SERVER_ERROR, `unexpected response (HTTP ${res.status})`);
    if ('service_message' in envelope) {
      throw new AppError(envelope.service_code, envelope.service_message, envelope.data);
    }
    return envelope.data as T;
  };
  return httpClientOver(send);
}
