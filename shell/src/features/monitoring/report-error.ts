/**
 * Reports an error: to the console always, and to Sentry once `initSentry` has loaded it.
 * Sentry is loaded lazily so a site without a DSN never downloads it.
 * `options.tags` become the event's Sentry tags (searchable: `service_code`, `service_message`...), `level` its
 * severity (default error), `fingerprint` how Sentry groups it.
 */
export interface ReportOptions {
  tags?: Record<string, string>;
  level?: 'error' | 'warning';
  fingerprint?: string[];
}

type Capture = (error: unknown, context: Record<string, unknown>, options: ReportOptions) => void;

let capture: Capture | null = null;

/** Installed by initSentry. */
export function setErrorReporter(fn: Capture | null): void {
  capture = fn;
}

/** Logs `error` with its context and sends it to Sentry when reporting is on. */
export function reportError(error: unknown, context: Record<string, unknown> = {}, options: ReportOptions = {}): void {
  console.error('[shell]', error, context);
  capture?.(error, context, options);
}
