/**
 * The shell's `HttpClient` (handed to every remote): axios + axios-retry + the request queue.
 * - Headers: JSON content type (on calls with a body), `X-Correlation-Id` (a UUID per call, kept by its retries),
 *   `X-App-Id`, `Authorization: Bearer <token>`, `session_token`, and `Idempotency-Key` when the caller gives one.
 * - Retries (docs/product.md "Requests: queue and retries"): 3 attempts, 1 s apart, only for network failures and 5xx,
 *   and only for requests that are safe to repeat (GET/HEAD/OPTIONS/PUT/DELETE, or any call carrying an
 *   Idempotency-Key). A 4xx is never retried. Running out of retries rejects with AppError(E10002, 'exceeded retry
 *   attempts').
 * - Before every request the stored token's expiry is checked (docs/product.md "Session", `assertTokenFresh`).
 * - Resolves with the envelope's `data`; rejects with `AppError` (spec code). A 401 E10401 also calls
 *   `onUnauthorized` so the session ends; a ban or block answer (B0V002 USER_BANNED, B0V003 INACTIVE_USER) calls
 *   `onAccountStopped` with the ban or block object. Every failed call (after its retries) is also described to
 *   `onFailure` (status, service_code, service_message: features/error-reporting reports the unexpected ones).
 * axios and axios-retry are in the shell's `first-load` chunk (ARCHITECTURE.md "Front-end builds").
 */
import axios, { type AxiosAdapter, type AxiosError, type Method } from 'axios';
import axiosRetry, { isNetworkError } from 'axios-retry';
import {
  AppError,
  ErrorCode,
  HTTP_TIMEOUT_MS,
  httpClientOver,
  RETRY,
  STORAGE_KEYS,
  readAccountStop,
  readEnvelope,
  type AccountStop,
  type HttpClient,
  type RequestOptions,
} from 'shared-contracts';
import { createRequestQueue, type RequestQueue } from '../queue/request-queue';
import { assertTokenFresh, TOKEN_EXPIRED_MESSAGE } from '../utils/token-expiry';
import { newCorrelationId } from '../utils/correlation-id';
import { describeHttpFailure, type HttpFailure } from '../utils/http-failure';

export const EXCEEDED_RETRY_MESSAGE = 'exceeded retry attempts';

export interface HttpClientOptions {
  baseUrl: string;
  appId: string;
  storage: Storage;
  /** Called after a 401 (invalid token found by the API). */
  onUnauthorized?: () => void;
  /** Called after the stored token was found expired and cleared. */
  onTokenExpired?: () => void;
  /** Called when an answer carries the ban or block object (403 B0V002 USER_BANNED / B0V003 INACTIVE_USER). */
  onAccountStopped?: (stop: AccountStop) => void;
  /** Called once for every call that failed after its retries (issue 14: features/error-reporting decides what to report). */
  onFailure?: (failure: HttpFailure) => void;
  queue?: RequestQueue;
  /** The network layer (tests inject one); default axios's own (XHR or fetch). */
  adapter?: AxiosAdapter;
  retryDelayMs?: number;
}

const SAFE_METHODS: readonly string[] = ['get', 'head', 'options', 'put', 'delete'];

/** True when a failed request may be sent again (see the module comment): no answer or a 5xx, on a safe call. */
export function isRetryable(error: AxiosError): boolean {
  const status = error.response?.status;
  if (status !== undefined && status < 500) return false;
  if (status === undefined && !isNetworkError(error) && error.code !== 'ECONNABORTED') return false;
  const method = (error.config?.method ?? 'get').toLowerCase();
  const hasKey = !!error.config?.headers?.['Idempotency-Key'];
  return SAFE_METHODS.includes(method) || hasKey;
}

/** Any failure of a call as the `AppError` callers see (spec code, or E10002 with a short reason). */
function toAppError(error: unknown): AppError | Error {
  if (error instanceof AppError) return error;
  if (!axios.isAxiosError(error)) return error instanceof Error ? error : new Error(String(error));
  const retryState = (error.config as { 'axios-retry'?: { retryCount?: number } } | undefined)?.['axios-retry'];
  if (isRetryable(error) && (retryState?.retryCount ?? 0) >= RETRY.attempts) {
    return new AppError(ErrorCode.SERVER_ERROR, EXCEEDED_RETRY_MESSAGE, { status: error.response?.status ?? null });
  }
  const envelope = readEnvelope(error.response?.data);
  if (envelope && 'service_message' in envelope) {
    return new AppError(envelope.service_code, envelope.service_message, envelope.data);
  }
  if (!error.response) return new AppError(ErrorCode.SERVER_ERROR, 'network error', { network: true });
  return new AppError(ErrorCode.SERVER_ERROR, `unexpected response (HTTP ${error.response.status})`);
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, appId, storage, onUnauthorized, onTokenExpired, onAccountStopped, adapter } = options;
  const queue = options.queue ?? createRequestQueue();
  // reporting must never change what the caller sees
  const notifyFailure = (...args: Parameters<typeof describeHttpFailure>) => {
    if (!options.onFailure) return;
    try {
      const failure = describeHttpFailure(...args);
      if (failure) options.onFailure(failure);
    } catch {
      /* ignored */
    }
  };
  // the spec's timeout constant (§9, 600,000 ms): a call that hangs longer fails as a network error
  const instance = axios.create({ baseURL: baseUrl, adapter, timeout: HTTP_TIMEOUT_MS });
  axiosRetry(instance, {
    retries: RETRY.attempts,
    retryDelay: () => options.retryDelayMs ?? RETRY.delayMs,
    retryCondition: isRetryable,
    shouldResetTimeout: true,
  });

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
      // set once per call: axios-retry sends the same config again, so retries keep the correlation id
      const headers: Record<string, string> = {
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        'X-Correlation-Id': newCorrelationId(),
        'X-App-Id': appId,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(sessionToken ? { session_token: sessionToken } : {}),
        ...(opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {}),
        ...opts.headers,
      };
      let answer: { status: number; data: unknown } | null = null;
      try {
        const res = await instance.request({
          method,
          url: path.replace(/^\/+/, ''),
          data: body,
          params: opts.params,
          headers,
        });
        answer = { status: res.status, data: res.data };
        const envelope = readEnvelope(res.data);
        if (!envelope) throw new AppError(ErrorCode.SERVER_ERROR, 'response is not an envelope');
        if ('service_message' in envelope)
          throw new AppError(envelope.service_code, envelope.service_message, envelope.data);
        return envelope.data as T;
      } catch (err) {
        notifyFailure(method, path, err, answer, headers['X-Correlation-Id']);
        const appError = toAppError(err);
        if (appError instanceof AppError && appError.code === ErrorCode.UNAUTHORIZED && token) onUnauthorized?.();
        // a banned or inactive account (docs/product.md "Inactive and banned players"): the session ends
        const stop = appError instanceof AppError ? readAccountStop(appError.code, appError.details) : null;
        if (stop) onAccountStopped?.(stop);
        throw appError;
      }
    });

  return httpClientOver(send);
}
