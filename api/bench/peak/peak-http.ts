/**
 * The load children's plain HTTP: one request on a keep-alive agent (the body kept as bytes: a long poll's
 * answer is parsed only where it is timed), the failure key of an answer (`<status> <service_code>`, or the
 * PubNub error's message), visitor live tokens and the subscribe URLs of the gateway (api/src/live/, PubNub's
 * REST shape: a handshake without `tt`, then long polls from the cursor).
 */
import http from 'node:http';
import type { LiveTokenData } from 'shared-contracts';
import { percentile } from '../bench-db';
import type { ErrorCounts, Spread } from './peak-messages';

export interface Answer {
  status: number;
  body: Buffer;
  /** The answer's Retry-After in ms (a 503 E10503 or a 429 asks the client to wait), 0 without one. */
  retryAfterMs: number;
}

/** Wall-clock milliseconds with sub-millisecond resolution. */
export const nowMs = () => performance.timeOrigin + performance.now();

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU (user + system) this process has used since `since` (a `process.cpuUsage()`), ms. */
export function cpuMsSince(since: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
}

/** One request; rejects on a network error (its `code`, e.g. ECONNRESET). */
export function send(
  agent: http.Agent,
  url: string,
  opts: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
    const headers: Record<string, string | number> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = http.request(url, { method: opts.method ?? (body ? 'POST' : 'GET'), agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      const retryAfter = Number(res.headers['retry-after'] ?? 0);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          retryAfterMs: Number.isFinite(retryAfter) ? retryAfter * 1000 : 0,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** `<status> <code>` of a refused answer: the envelope's `service_code`, else PubNub's `message`. */
export function failureKey(a: Answer): string {
  try {
    const b = JSON.parse(a.body.toString('utf8')) as { service_code?: string; message?: string };
    return `${a.status} ${b.service_code ?? b.message?.slice(0, 40) ?? ''}`.trim();
  } catch {
    return `${a.status}`;
  }
}

/** `network <errno>` of a request that got no answer. */
export const networkKey = (e: unknown) => `network ${(e as { code?: string }).code ?? (e as Error).message}`;

/** Adds one to `counts[key]`. */
export function count(counts: ErrorCounts, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

/** p50/p99/max of `xs` (sorted here). */
export function spread(xs: number[] | Float64Array): Spread {
  const sorted = Float64Array.from(xs).sort();
  const arr = Array.from(sorted);
  return {
    count: arr.length,
    p50: percentile(arr, 50),
    p99: percentile(arr, 99),
    max: arr.length ? arr[arr.length - 1]! : 0,
  };
}

/** A live token from `POST /api/v1/live/token`: a visitor's without `bearer`, a player's with it. */
export async function liveToken(agent: http.Agent, origin: string, bearer?: string): Promise<LiveTokenData> {
  const a = await send(agent, `${origin}/api/v1/live/token`, { method: 'POST', json: {}, token: bearer });
  if (a.status < 200 || a.status > 299) throw new Error(`live token: ${failureKey(a)}`);
  return (JSON.parse(a.body.toString('utf8')) as { data: LiveTokenData }).data;
}

/** The subscribe URL of `channel` for token `t` (append `&tt=<cursor>&tr=1` for a long poll). */
export function subscribeUrl(origin: string, t: LiveTokenData, channel: string): string {
  return (
    `${origin}${t.origin_path}/v2/subscribe/${t.subscribe_key}/${encodeURIComponent(channel)}/0` +
    `?auth=${encodeURIComponent(t.token)}&uuid=${encodeURIComponent(t.uuid)}`
  );
}

/** The cursor of a subscribe answer, read from its first bytes (`{"t":{"t":"<cursor>"`) without parsing the rest. */
export function cursorOf(body: Buffer): string {
  const m = /^\{"t":\{"t":"(\d+)"/.exec(body.subarray(0, 64).toString('latin1'));
  if (m) return m[1]!;
  return (JSON.parse(body.toString('utf8')) as { t: { t: string } }).t.t;
}

/** Runs `task` over `items`, `width` at a time; resolves with the results in order. */
export async function inBatches<T, R>(items: T[], width: number, task: (item: T, i: number) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width)
    out.push(...(await Promise.all(items.slice(i, i + width).map((item, j) => task(item, i + j)))));
  return out;
}
