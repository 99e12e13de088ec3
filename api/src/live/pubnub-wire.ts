/**
 * The PubNub wire of the gateway (issue 8; the SDK's rules, see live/gateway-routes.ts): JSON answers with a
 * JSON content type (the SDK refuses others as "malformed"), errors as `{status, error: true, message,
 * service}` plus our `service_code` and `payload` (the SDK hands the whole object to the app as
 * `errorData`), paths split from the raw URL (a channel list is `a,b` of URI-encoded names), query values.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorCode, LIVE_KEYS } from 'shared-contracts';
import type { z } from 'zod';
import { isValidChannel } from './channel-policy';

/** Sends a PubNub answer: `body` as JSON (a string is sent as it is, already JSON). */
export function sendPn(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .status(status)
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8')
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}

/** The PubNub error object of an AppError (`service` names the PubNub service the SDK would expect). */
export function pnErrorBody(error: AppError, service: string) {
  return {
    status: error.httpStatus,
    error: true,
    message: error.message,
    service,
    service_code: error.code,
    ...(error.details !== null ? { payload: error.details } : {}),
  };
}

/** The raw path segments after `prefix` + `route` (e.g. `/pn` + `/v2/subscribe/`), not yet decoded. */
export function rawSegments(request: FastifyRequest, prefixAndRoute: string): string[] {
  const path = request.url.split('?')[0]!;
  return path.slice(prefixAndRoute.length).split('/');
}

/** One decoded path segment; 400 E10000 when its encoding is broken. */
export function decodeSegment(raw: string | undefined, what: string): string {
  if (raw === undefined || raw === '') throw new AppError(ErrorCode.BAD_REQUEST, `missing ${what} in the path`);
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new AppError(ErrorCode.BAD_REQUEST, `malformed ${what} in the path`);
  }
}

/** A comma-separated list of channels (`,` alone = none); each must be a valid name (400 otherwise). */
export function channelList(raw: string | undefined): string[] {
  const channels = (raw ?? '')
    .split(',')
    .filter((c) => c !== '')
    .map((c) => decodeSegment(c, 'channel'));
  const bad = channels.find((c) => !isValidChannel(c));
  if (bad !== undefined) throw new AppError(ErrorCode.BAD_REQUEST, `invalid channel name: ${bad.slice(0, 100)}`);
  if (channels.length > 50) throw new AppError(ErrorCode.BAD_REQUEST, 'at most 50 channels at once');
  return [...new Set(channels)];
}

/** The first value of query parameter `name`, or undefined. */
export function queryText(request: FastifyRequest, name: string): string | undefined {
  const v = (request.query as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(v) ? v[0] : v;
}

/** True when a flag parameter says `true` (or `1`). */
export function queryFlag(request: FastifyRequest, name: string, fallback = false): boolean {
  const v = queryText(request, name);
  return v === undefined ? fallback : v === 'true' || v === '1';
}

/** A positive integer query parameter up to `max` (default when absent); 400 E10000 otherwise. */
export function queryCount(request: FastifyRequest, name: string, fallback: number, max: number): number {
  const v = queryText(request, name);
  if (v === undefined || v === '') return fallback;
  if (!/^\d{1,6}$/.test(v) || Number(v) < 1)
    throw new AppError(ErrorCode.BAD_REQUEST, `${name} must be a positive integer`);
  return Math.min(Number(v), max);
}

/** 400 unless the path's subscribe key is ours. */
export function checkSubscribeKey(raw: string | undefined): void {
  if (raw !== LIVE_KEYS.subscribeKey) throw new AppError(ErrorCode.BAD_REQUEST, 'Invalid Subscribe Key');
}

/** 400 unless the path's publish key is ours. */
export function checkPublishKey(raw: string | undefined): void {
  if (raw !== LIVE_KEYS.publishKey) throw new AppError(ErrorCode.BAD_REQUEST, 'Invalid Publish Key');
}

/** Parses JSON text for `what`; 400 E10000 when it is not JSON. */
export function parseJsonText(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(ErrorCode.BAD_REQUEST, `${what} is not valid JSON`);
  }
}

/** `value` checked by `schema`; 400 E10000 naming the fields otherwise. */
export function validated<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const problems = r.error.issues.map((i) => ({ path: [what, ...i.path].join('.'), message: i.message }));
  throw new AppError(
    ErrorCode.BAD_REQUEST,
    `invalid ${what}: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
    problems,
  );
}
