/**
 * Strips personal data from an error-reporting event before it leaves the api (issue 14, README "Production"):
 * no request headers, cookies, body or query string, no user; phone numbers, citizen ids, bank accounts and
 * bearer tokens inside texts (messages, exception values, breadcrumbs, tags) become `[redacted]`.
 */
import type { Event } from '@sentry/node';

// 9+ digit runs (Thai phones 0812345678 / +66812345678, 13-digit citizen ids, bank accounts), also written with
// dashes or spaces (081-234-5678); JWTs and bearer tokens
const DIGIT_RUN = /\+?\d(?:[\s-]?\d){8,}/g;
const BEARER = /Bearer\s+[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
// tags the api sets itself from safe values (a UUID could look like a digit run)
const OWN_TAGS = new Set(['request_id', 'correlation_id', 'route', 'method', 'status_code', 'service_code']);

/** `text` with phone numbers, long digit runs and tokens replaced by `[redacted]`. */
export function scrubText(text: string): string {
  return text.replace(BEARER, 'Bearer [redacted]').replace(JWT, '[redacted]').replace(DIGIT_RUN, '[redacted]');
}

/** Removes the request's headers, cookies, body and query, the user and personal data in texts (mutates and returns `event`). */
export function scrubEvent<E extends Event>(event: E): E {
  if (event.request) {
    const url = event.request.url ? scrubText(event.request.url.split('?')[0]!) : undefined;
    event.request = { method: event.request.method, ...(url ? { url } : {}) };
  }
  delete event.user;
  if (event.message) event.message = scrubText(event.message);
  for (const ex of event.exception?.values ?? []) {
    if (ex.value) ex.value = scrubText(ex.value);
  }
  if (event.tags) {
    for (const [k, v] of Object.entries(event.tags))
      if (typeof v === 'string' && !OWN_TAGS.has(k)) event.tags[k] = scrubText(v);
  }
  for (const b of event.breadcrumbs ?? []) {
    if (b.message) b.message = scrubText(b.message);
    delete b.data;
  }
  delete event.extra;
  return event;
}
