/**
 * The shell's `HttpClient` (handed to every remote): `fetch` + retries + the request queue.
 * - Headers: JSON content type, `X-Correlation-Id` (a UUID per request), `X-App-Id`, `Authorization:
 *   Bearer <token>`, `session_token`, and `Idempotency-Key` when the caller gives one.
 * - Retries (docs/product.md "Requests: queue and retries"): 3 attempts, 1 s apart, only for network failures and 5xx,
 *   and only for requests that are safe to repeat (GET/HEAD/OPTIONS/PUT/DELETE, or any call carrying an
 *   Idempotency-Key). A 4xx is never retried. Running out of retries rejects with AppError(E10002, 'exceeded retry
 *   attempts').
 * - Before every request the stored token's expiry is checked (docs/product.md "Session", `assertTokenFresh`).
 * - Resolves with the envelope's `data`; rejects with `AppError` (spec code). A 401 E10401 also calls
 *   `onUnauthorized` so the session ends.
 * The platform's `fetch` rather than a client library: this file is on every first visit (ARCHITECTURE.md
 * "Front-end builds").
 */
import {
  AppError,
  ErrorCode,
  RETRY,
  STORAGE_KEYS,
  readEnvelope,
  type HttpClient,
  type RequestOptions,
} from 'shared-contracts';
import { buildUrl } from 'shared-contracts/browser';
import { createRequestQueue, type RequestQueue } from '../queue/request-queue';
import { assertTokenFresh, TOKEN_EXPIRED_MESSAGE } from '../utils/token-expiry';
import { newCorrelationId } from '../utils/correlation-id';

export const EXCEEDED_RETRY_MESSAGE = 'exceeded retry attempts';

export interface HttpClientOptions {
  baseUrl: string;
  appId: string;
  storage: Storage;
  /** Called after a 401 (invalid token found by the API). */
  onUnauthorized?: () => void;
  /** Called after the stored token was found expired and cleared. */
  onTokenExpired?: () => void;
  queue?: RequestQueue;
  /** The network layer (tests inject one); default the global `fetch`. */
  fetchImpl?: typeof fetch;
  retryDelayMs?: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One attempt's outcome: an HTTP answer (body parsed as JSON, or null) or no answer at all. */
type Attempt = { status: number; body: unknown } | { status: null };

const SAFE_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'];

/** True when a failed attempt may be sent again (see the module comment): no answer or a 5xx, on a safe call. */
export function isRetryable(attempt: Attempt, method: string, hasIdempotencyKey: boolean): boolean {
  if (attempt.status !== null && attempt.status < 500) return false;
  return SAFE_METHODS.includes(method.toUpperCase()) || hasIdempotencyKey;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, appId, storage, onUnauthorized, onTokenExpired } = options;
  const queue = options.queue ?? createRequestQueue();
  const retryDelayMs = options.retryDelayMs ?? RETRY.delayMs;

  const attempt = async (url: string, init: RequestInit): Promise<Attempt> => {
    let res: Response;
    try {
      res = await (options.fetchImpl ?? fetch)(url, init);
    } catch {
      return { status: null };
    }
    const text = await res.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status, body };
  };

  const send = <T>(method: Method, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> =>
    queue.add(async () => {
      try {
        assertTokenFresh(storage);
      } catch (err) {
        if (err instanceof Error && err.message === TOKEN_EXPIRED_MESSAGE) onTokenExpired?.();
        throw err;
      }
      const token = storage.getItem(STORAGE_KEYS.token);
      const sessionToken = storage.getItem(STORAGE_KEYS.sessionToken);
      const url = buildUrl(baseUrl, path, opts.params);
      const retryable = (a: Attempt) => isRetryable(a, method, !!opts.idempotencyKey);
      // one correlation id for the call, its retries included
      const headers: Record<string, string> = {
        Accept: 'application/json, text/plain, */*',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        'X-Correlation-Id': newCorrelationId(),
        'X-App-Id': appId,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(sessionToken ? { session_token: sessionToken } : {}),
        ...(opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {}),
        ...opts.headers,
      };
      let result: Attempt = { status: null };
      for (let tries = 0; tries <= RETRY.attempts; tries++) {
        if (tries > 0) await sleep(retryDelayMs);
        result = await attempt(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const failed = result.status === null || result.status < 200 || result.status >= 300;
        if (!failed || !retryable(result)) break;
        if (tries === RETRY.attempts)
          throw fail(new AppError(ErrorCode.SERVER_ERROR, EXCEEDED_RETRY_MESSAGE, { status: result.status }), token);
      }
      if (result.status === null)
        throw fail(new AppError(ErrorCode.SERVER_ERROR, 'network error', { network: true }), token);
      const envelope = readEnvelope(result.body);
      if (envelope && 'service_message' in envelope)
        throw fail(new AppError(envelope.service_code, envelope.service_message, envelope.data), token);
      if (result.status < 200 || result.status >= 300)
        throw fail(new AppError(ErrorCode.SERVER_ERROR, `unexpected response (HTTP ${result.status})`), token);
      if (!envelope) throw fail(new AppError(ErrorCode.SERVER_ERROR, 'response is not an envelope'), token);
      return envelope.data as T;
    });

  /** A refusal to reject with; a 401 E10401 on a logged-in call also ends the session. */
  function fail(error: AppError, token: string | null): AppError {
    if (error.code === ErrorCode.UNAUTHORIZED && token) onUnauthorized?.();
    return error;
  }

  return {
    get: (path, opts) => send('GET', path, undefined, opts),
    post: (path, body, opts) => send('POST', path, body ?? {}, opts),
    put: (path, body, opts) => send('PUT', path, body ?? {}, opts),
    patch: (path, body, opts) => send('PATCH', path, body ?? {}, opts),
    delete: (path, opts) => send('DELETE', path, opts?.body, opts),
  };
}
