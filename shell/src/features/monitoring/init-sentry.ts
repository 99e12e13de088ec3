/**
 * Starts @sentry/react when a DSN is configured (build-time SENTRY_DSN or window.__APP_CONFIG__).
 * A bad sample rate is refused: logged clearly, and Sentry stays off rather than breaking the site.
 */
import type { BrowserOptions } from '@sentry/react';
import type { AppConfig } from '../../config/app-config';
import { sentryOptions } from './sentry-options';
import { setErrorReporter } from './report-error';

export interface InitSentryOptions {
  /** The Sentry transport factory; default the SDK's fetch transport (tests pass a recording one). */
  transport?: BrowserOptions['transport'];
}

/** Starts Sentry (lazily loaded) when `config.sentry.dsn` is set; resolves true once it reports. */
export async function initSentry(config: AppConfig, init: InitSentryOptions = {}): Promise<boolean> {
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
  // no default integrations: no breadcrumbs of URLs (query strings may carry tokens), no replays
  Sentry.init({
    ...options,
    integrations: [],
    // nothing about the player: no user, cookies, headers, bodies or query strings (tokens travel in some)
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    ...(init.transport ? { transport: init.transport } : {}),
  });
  setErrorReporter((error, context, { tags, level, fingerprint }) =>
    Sentry.captureException(error, { extra: context, tags, level, fingerprint }),
  );
  return true;
}
