/** Build-time constants injected by DefinePlugin (tools/webpack/base-config.js, shell/webpack.config.js). */
declare const __APP_VERSION__: string;
declare const __SENTRY_DSN__: string;
declare const __SENTRY_SAMPLE_RATE__: string;

interface Window {
  /** Optional runtime configuration written by the server into the page (overrides build-time values). */
  __APP_CONFIG__?: { sentryDsn?: string; sentrySampleRate?: string; environment?: string };
}
