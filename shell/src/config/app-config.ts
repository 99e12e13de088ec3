/**
 * The shell's configuration, read once at start (ARCHITECTURE.md "The API server": configuration is read
 * in one module and passed in). Build-time constants come from DefinePlugin; `window.__APP_CONFIG__` may override Sentry.
 */
export interface AppConfig {
  /** Compared with the version stored at login: a mismatch logs the player out (docs/product.md "Session"). */
  appVersion: string;
  /** Base of every API path (same origin as the shell). */
  apiBaseUrl: string;
  /** Sent as `X-App-Id` on every request. */
  appId: string;
  sentry: { dsn: string; sampleRate: string; environment: string };
}

const defined = (read: () => string, fallback: string): string => {
  try {
    return read() || fallback;
  } catch {
    return fallback; // not defined (jest, or a build without the constant)
  }
};

export function readAppConfig(win: Pick<Window, '__APP_CONFIG__'> = window): AppConfig {
  const runtime = win.__APP_CONFIG__ ?? {};
  return {
    appVersion: defined(() => __APP_VERSION__, 'dev'),
    apiBaseUrl: '/api/v1',
    appId: 'thai-lottery-web',
    sentry: {
      dsn: runtime.sentryDsn ?? defined(() => __SENTRY_DSN__, ''),
      sampleRate: runtime.sentrySampleRate ?? defined(() => __SENTRY_SAMPLE_RATE__, ''),
      environment: runtime.environment ?? 'production',
    },
  };
}
