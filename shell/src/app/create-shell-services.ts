/**
 * Builds the shell's services once: config, i18n, bus, session (checked against the app version),
 * the HTTP client wired to the session, the page's live client (loaded and connected when first used, for
 * the session of the moment) and the remote registry (read right away).
 */
import { createEventBus } from 'shared-contracts';
import { readAppConfig } from '../config/app-config';
import { createShellI18n } from '../features/i18n/create-shell-i18n';
import { createSessionStore } from '../features/session/state/create-session-store';
import { createHttpClient } from '../features/http/client/create-http-client';
import { reportApiFailure } from '../features/error-reporting';
import { createRemoteRegistry } from '../features/remotes/state/create-remote-registry';
import { readRemoteOverrides } from '../features/remotes/state/local-overrides';
import { createLazyLiveClient } from '../features/live';
import type { FederationRuntime } from '../features/remotes/runtime/federation-runtime';
import type { ShellServices } from '../services/shell-services';

export function createShellServices(runtime: FederationRuntime): ShellServices {
  const config = readAppConfig();
  const bus = createEventBus();
  const storage = window.localStorage;
  const session = createSessionStore({ storage, appVersion: config.appVersion, bus });
  const api = createHttpClient({
    baseUrl: config.apiBaseUrl,
    appId: config.appId,
    storage,
    onUnauthorized: () => session.handleUnauthorized(),
    onTokenExpired: () => session.handleTokenExpired(),
    onAccountStopped: (stop) => session.handleAccountStopped(stop),
    // 5xx, network failures and unexpected service codes reach error reporting (issue 14)
    onFailure: reportApiFailure,
  });
  session.start();
  // the live code (and the pubnub SDK it loads) is fetched on the first subscription, not on the first visit
  const live = createLazyLiveClient(() =>
    import('shared-contracts/live').then((m) => m.createPubnubLiveClient({ api, session$: session.session$ })),
  );
  const registry = createRemoteRegistry({
    api,
    runtime,
    origin: window.location.origin,
    overrides: readRemoteOverrides(storage),
  });
  void registry.ready();
  return {
    config,
    bus,
    api,
    live,
    session,
    i18n: createShellI18n(),
    registry,
    storage,
    sessionStorage: window.sessionStorage,
  };
}
