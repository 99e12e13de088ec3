/**
 * The HTTP client's `onFailure` hook (app/create-shell-services.ts): logs and reports the failed calls that
 * classify-api-failure.ts keeps, through monitoring's `reportError` (Sentry only when a DSN is set, loaded lazily;
 * sample rate 0.1 and replays off, spec §9). Expected refusals are left to the screens that show them.
 */
import type { HttpFailure } from '../http';
import { reportError } from '../monitoring';
import { classifyApiFailure } from './classify-api-failure';

/** The error reported for a failed API call: its message is the event's title, `kind` says which rule kept it. */
export class ApiFailureError extends Error {
  override name = 'ApiFailureError';
  constructor(
    message: string,
    readonly kind: string,
  ) {
    super(message);
  }
}

/** Reports `failure` when it is a 5xx, a network failure or timeout, or an unexpected service code; else nothing. */
export function reportApiFailure(failure: HttpFailure): void {
  const report = classifyApiFailure(failure);
  if (!report) return;
  reportError(
    new ApiFailureError(report.message, report.kind),
    { service_code: report.tags.service_code, service_message: report.tags.service_message },
    { tags: report.tags, level: report.level, fingerprint: report.fingerprint },
  );
}
