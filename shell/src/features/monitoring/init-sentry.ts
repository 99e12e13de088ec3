/**
 * Starts @sentry/react when a DSN is configured (build-time SENTRY_DSN or window.__APP_CONFIG__).
 * A bad sample rate is refused: logged clearly, and Sentry stays off rather than breaking the site.
 */
import type { AppConfig } from '../../config/app-config';
import { sentryOptions } from './sentry-options';
import { setErrorReporter } from './report-error';

export async function initSentry(config: AppConfig): Promise<boolean> {
  let options;
  try {
    options = sentryOptions({
      dsn: config.sentry.dsn,
      sampleRate: config.sentry.sampleRate,
      release: config.appVersion,
      environment: config.sentry.environment,
    });
  } catch (err) {
    console.error('[shell] Sentry is not started:', (err as Error).message);
    return false;
  }
  if (!options) return false;
  const Sentry = await import(/* webpackChunkName: "sentry" */ '@sentry/react');
  Sentry.init({ ...options, integrations: [] });
  setErrorReporter((error, context) => Sentry.captureException(error, { extra: context }));
  return true;
}
