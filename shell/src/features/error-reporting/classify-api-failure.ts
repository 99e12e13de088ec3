/**
 * Decides which failed API calls reach error reporting (issue 14; spec §8 "API errors are logged with service_code
 * and service_message and reported", notification wording "Unexpected service code: <code> Message: <message>"):
 * - a 5xx answer (our fault, or the API is away),
 * - no answer at all: a network failure or a timeout (after the retries),
 * - an answer whose service_code is outside the codes the product knows (success S1000x and the error catalogue),
 *   or that is not an envelope.
 * Client mistakes and expected refusals (400 E10000, a wrong PIN B5V003, round closed...) are never reported.
 * Tags: `service_code`, `service_message`, `http_status`, `method`, `path` (query string dropped, ids and long digit
 * runs replaced so no phone number or token leaves the browser), `kind`, and `correlation_id` (the call's
 * X-Correlation-Id, which the api's own event for the same call carries too).
 */
import { ErrorCode, isSuccessCode } from 'shared-contracts';
import type { HttpFailure } from '../http';

export type ApiFailureKind = 'server_error' | 'network' | 'timeout' | 'unexpected_code';

export interface ApiFailureReport {
  kind: ApiFailureKind;
  /** The event's message (its title in Sentry). */
  message: string;
  level: 'error' | 'warning';
  tags: Record<string, string>;
  /** Groups events by kind, status, code and route, not by ids in the path. */
  fingerprint: string[];
}

const KNOWN_ERROR_CODES: ReadonlySet<string> = new Set(Object.values(ErrorCode));
const TAG_MAX = 200; // Sentry's limit for a tag value

/** True for a code the product knows: a success code or one of the error catalogue (shared-contracts). */
export function isKnownServiceCode(code: string): boolean {
  return isSuccessCode(code) || KNOWN_ERROR_CODES.has(code);
}

/**
 * The path as reported: no query string; UUIDs, numbers and other id-like segments become `:id`, and digit runs of
 * 9 or more anywhere (phone numbers, citizen ids) become `[redacted]`.
 */
export function reportablePath(path: string): string {
  const bare = path.split(/[?#]/)[0]!;
  return bare
    .split('/')
    .map((seg) =>
      /^\d+$/.test(seg) || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(seg) ? ':id' : seg,
    )
    .join('/')
    .replace(/\+?\d(?:[\s-]?\d){8,}/g, '[redacted]');
}

const clip = (s: string) => (s.length > TAG_MAX ? `${s.slice(0, TAG_MAX - 1)}…` : s);

/** The report for a failed call, or null when it is an expected answer (a client mistake or a known refusal). */
export function classifyApiFailure(failure: HttpFailure): ApiFailureReport | null {
  const path = reportablePath(failure.path);
  const where = `${failure.method} ${path}`;
  let kind: ApiFailureKind;
  let message: string;
  let code = failure.serviceCode;
  let text = failure.serviceMessage;
  if (failure.status === null) {
    kind = failure.timedOut ? 'timeout' : 'network';
    // what the caller was given (AppError E10002), so the event matches the logs
    code = ErrorCode.SERVER_ERROR;
    text = failure.timedOut ? 'request timed out' : 'network error';
    message = failure.timedOut ? `API call timed out: ${where}` : `API unreachable (network error): ${where}`;
  } else if (failure.status >= 500) {
    kind = 'server_error';
    message = `API error HTTP ${failure.status}: ${[code ?? 'no envelope', text].filter(Boolean).join(' ')} (${where})`;
  } else if (code === null || !isKnownServiceCode(code)) {
    kind = 'unexpected_code';
    message = `Unexpected service code: ${code ?? '(none)'} Message: ${text ?? `HTTP ${failure.status}, not an envelope`}`;
  } else {
    return null;
  }
  return {
    kind,
    message: clip(message),
    level: kind === 'network' || kind === 'timeout' ? 'warning' : 'error',
    tags: {
      kind,
      service_code: code ?? 'none',
      service_message: clip(text ?? 'none'),
      http_status: failure.status === null ? 'none' : String(failure.status),
      method: failure.method,
      path,
      ...(failure.correlationId ? { correlation_id: failure.correlationId } : {}),
    },
    fingerprint: [
      'api-failure',
      kind,
      failure.status === null ? 'none' : String(failure.status),
      code ?? 'none',
      where,
    ],
  };
}
