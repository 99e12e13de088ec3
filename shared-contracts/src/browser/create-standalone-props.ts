/**
 * RemoteProps for a remote running alone on its own dev server (ARCHITECTURE.md "Remotes and the shell":
 * every remote runs standalone with a stub session): its own bus, a fetch-based client, an anonymous (or stored-token)
 * session, a Thai i18n instance, a navigate that pushes history and publishes `route/changed`, and its own
 * live client (the real SDK against the gateway the dev server proxies, ARCHITECTURE.md "The live layer").
 */
import { BehaviorSubject } from 'rxjs';
// the package root, not relative paths: the same modules as every other import of `shared-contracts` in a build
import { STORAGE_KEYS, createEventBus, createThaiI18n, type RemoteProps, type SessionSnapshot } from 'shared-contracts';
import { createFetchHttpClient } from './fetch-client';
import { createPubnubLiveClient } from './pubnub-live-client';

export function createStandaloneProps(basename: string): RemoteProps {
  const bus = createEventBus();
  const token = () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token));
  const session$ = new BehaviorSubject<SessionSnapshot>({
    status: token() ? 'authenticated' : 'anonymous',
    customerCode: typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.customerCode),
    inactive: false,
  });
  const i18n = createThaiI18n();
  const navigate = (to: string) => {
    window.history.pushState(null, '', to);
    bus.publish({ type: 'route/changed', pathname: window.location.pathname });
  };
  window.addEventListener('popstate', () => bus.publish({ type: 'route/changed', pathname: window.location.pathname }));
  const api = createFetchHttpClient({ getToken: token });
  return {
    basename,
    bus,
    api,
    session$: session$.asObservable(),
    i18n,
    navigate,
    live: createPubnubLiveClient({ api, session$ }),
  };
}
