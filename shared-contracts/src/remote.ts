/**
 * The contract between the shell and a remote: the props a remote's parcel is mounted with, the
 * HTTP client it calls the API through and the live client it listens with. Remotes type their
 * `src/parcel.tsx` against these.
 */
import type { Observable } from 'rxjs';
import type { i18n as I18n } from 'i18next';
import type { EventBus } from './bus';
import type { LiveClient } from './live/live-client';
import type { HttpMethod } from './routes/route';
import type { RemoteEntry } from './schemas/backoffice';

/** The session the shell owns, read-only for remotes. */
export interface SessionSnapshot {
  status: 'loading' | 'anonymous' | 'authenticated';
  customerCode: string | null;
  /** Profile flags a remote may need (docs/product.md "Profile and wallet"). */
  inactive: boolean;
}

export interface RequestOptions {
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Sends `Idempotency-Key` (money-moving calls). */
  idempotencyKey?: string;
  /** JSON body of a DELETE (e.g. `DELETE users/favorite` names the game in its body). */
  body?: unknown;
}

/**
 * The API client the shell hands to remotes. Paths are relative to /api/v1.
 * Resolves with the envelope's `data`; rejects with `AppError` carrying the spec code.
 */
export interface HttpClient {
  get<T>(path: string, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  delete<T>(path: string, opts?: RequestOptions): Promise<T>;
}

/**
 * An `HttpClient` over one `send(method, path, body, opts)`: a POST, PUT or PATCH without a body sends `{}`, a
 * DELETE sends `opts.body` (if any) and a GET none.
 */
export function httpClientOver(
  send: <T>(method: HttpMethod, path: string, body: unknown, opts?: RequestOptions) => Promise<T>,
): HttpClient {
  return {
    get: (path, opts) => send('GET', path, undefined, opts),
    post: (path, body, opts) => send('POST', path, body ?? {}, opts),
    put: (path, body, opts) => send('PUT', path, body ?? {}, opts),
    patch: (path, body, opts) => send('PATCH', path, body ?? {}, opts),
    delete: (path, opts) => send('DELETE', path, opts?.body, opts),
  };
}

/** Custom props of every remote parcel (single-spa-react). */
export interface RemoteProps {
  /** The route prefix the shell mounted the remote under, e.g. '/gamelobby'. */
  basename: string;
  bus: EventBus;
  api: HttpClient;
  session$: Observable<SessionSnapshot>;
  i18n: I18n;
  /** Navigates inside the shell's router (remotes have their own router over the same history). */
  navigate: (to: string) => void;
  /**
   * The page's one live client (ARCHITECTURE.md "The live layer"): chat, the system channel and the player's
   * private channel, through the shell's connection (never a second one per remote).
   */
  live: LiveClient;
}

/** Names of the remotes (the registry's `name`). */
export const REMOTE_NAMES = ['games', 'lotteryShop', 'minigames', 'wallet', 'chat', 'backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Reads `GET /api/v1/remotes` data in the browser (an array of `remoteEntry`: `{name, entry, enabled, version}`,
 * unknown fields dropped) without zod; null when it is not one.
 */
export function readRemoteEntries(data: unknown): RemoteEntry[] | null {
  if (!Array.isArray(data)) return null;
  const entries: RemoteEntry[] = [];
  for (const item of data as unknown[]) {
    const e = item && typeof item === 'object' ? (item as Record<string, unknown>) : null;
    if (!e || typeof e.name !== 'string' || typeof e.entry !== 'string') return null;
    if (typeof e.enabled !== 'boolean' || typeof e.version !== 'string') return null;
    entries.push({ name: e.name, entry: e.entry, enabled: e.enabled, version: e.version });
  }
  return entries;
}
