/**
 * What the api's error boundary and main.ts report to (issue 14, ARCHITECTURE.md "Error reporting").
 * `null` stands for "reporting is off" (no SENTRY_DSN): callers write `reporter?.captureRequestError(...)`.
 */

/** The request an unexpected error was met in: only ids, the route pattern and codes, never headers or bodies. */
export interface RequestErrorContext {
  /** Fastify's request id (a UUID, also in the logs and the audit trail). */
  requestId: string;
  /** The caller's `X-Correlation-Id` when it is a UUID (the shell sends one per call and tags its own events with it). */
  correlationId?: string;
  method: string;
  /** The route pattern (`/api/v1/lottery/bet-slip/:id`), or the path without its query when no route matched. */
  route: string;
  /** The HTTP status the api answered with (5xx). */
  status: number;
  /** The envelope's `service_code` and `service_message` sent back (E10002 server error, E10503 unavailable...). */
  serviceCode: string;
  serviceMessage: string;
}

export interface ErrorReporter {
  /** Reports an error that made the api answer 5xx (tags: request_id, route, method, status_code, service_code). */
  captureRequestError(error: unknown, context: RequestErrorContext): void;
  /** Reports an error met outside a request (a stray promise rejection), with optional tags. */
  captureError(error: unknown, tags?: Record<string, string>): void;
  /** Waits until queued events are sent (at most `timeoutMs`); false when some were not. */
  flush(timeoutMs?: number): Promise<boolean>;
  /** Flushes, then stops reporting. */
  close(timeoutMs?: number): Promise<boolean>;
}
