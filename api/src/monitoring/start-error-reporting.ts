/**
 * Starts the api's own error reporting with @sentry/node (issue 14; spec §8 "API errors are ... reported",
 * §9 sample rate 0.1, §5 "must be between 0 and 1" checked by config.ts). Without a DSN nothing is loaded
 * and it resolves to null.
 *
 * One `NodeClient` with its own `Scope`, not `Sentry.init`: no global client, no OpenTelemetry tracing, no
 * automatic instrumentation of http or the database (errors only; tracing is off), no default PII
 * (`dataCollection` all off), and `beforeSend` strips headers, bodies, users and phone numbers (scrub-event.ts).
 * Each app (and each test) gets its own client.
 */
import type { NodeClient } from '@sentry/node';
import type { Config } from '../config';
import type { ErrorReporter, RequestErrorContext } from './error-reporter';
import { scrubEvent } from './scrub-event';

export interface ErrorReportingSettings {
  dsn: string | undefined;
  /** 0..1 (validated by config.ts). */
  sampleRate: number;
  environment: string;
  release: string;
}

export interface ErrorReportingOptions {
  /** The Sentry transport factory; default @sentry/node's HTTP transport (tests pass a recording one). */
  transport?: ConstructorParameters<typeof NodeClient>[0]['transport'];
}

/** The settings from the api's configuration. */
export function errorReportingSettings(config: Pick<Config, 'errorReporting' | 'appVersion'>): ErrorReportingSettings {
  return { ...config.errorReporting, release: config.appVersion };
}

/** A reporter sending to Sentry, or null when `settings.dsn` is unset (Sentry is then never loaded). */
export async function startErrorReporting(
  settings: ErrorReportingSettings,
  options: ErrorReportingOptions = {},
): Promise<ErrorReporter | null> {
  const dsn = settings.dsn?.trim();
  if (!dsn) return null;
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn,
    sampleRate: settings.sampleRate,
    environment: settings.environment,
    release: settings.release,
    transport: options.transport ?? Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    // nothing about the player: no user, cookies, headers, bodies, query strings, database values or locals
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
    },
    sendClientReports: false,
    enableRuntimeChannelInjection: false,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: () => null,
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();

  return {
    captureRequestError(error: unknown, context: RequestErrorContext) {
      const s = scope.clone();
      s.setTags({
        request_id: context.requestId,
        ...(context.correlationId ? { correlation_id: context.correlationId } : {}),
        route: context.route,
        method: context.method,
        status_code: String(context.status),
        service_code: context.serviceCode,
        service_message: context.serviceMessage,
      });
      s.setLevel(context.status === 503 ? 'warning' : 'error');
      s.setTransactionName(`${context.method} ${context.route}`);
      s.captureException(error);
    },
    captureError(error: unknown, tags: Record<string, string> = {}) {
      const s = scope.clone();
      s.setTags(tags);
      s.captureException(error);
    },
    flush: async (timeoutMs = 2000) => client.flush(timeoutMs),
    close: async (timeoutMs = 2000) => client.close(timeoutMs),
  };
}
