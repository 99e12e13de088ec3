/**
 * Reports an error: to the console always, and to Sentry once `initSentry` has loaded it.
 * Sentry is loaded lazily so a site without a DSN never downloads it.
 */
type Capture = (error: unknown, context: Record<string, unknown>) => void;

let capture: Capture | null = null;

/** Installed by initSentry. */
export function setErrorReporter(fn: Capture | null): void {
  capture = fn;
}

export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  console.error('[shell]', error, context);
  capture?.(error, context);
}
