/**
 * RemoteProps for a remote running alone on its own dev server (STYLE.md: every remote runs
 * standalone with a stub session): its own bus, a fetch-based client, an anonymous (or stored-token)
 * session, a Thai i18n instance, and a navigate that pushes history and publishes `route/changed`.
 */
import { BehaviorSubject } from 'rxjs';
import { createEventBus } from '../bus';
import { createFetchHttpClient } from '../http/fetch-client';
import { createThaiI18n } from '../i18n/create-i18n';
import { STORAGE_KEYS } from '../constants';
import type { RemoteProps, SessionSnapshot } from '../remote';

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
  bus.on('navigate').subscribe((e) => navigate(e.to));
  return {
    basename,
    bus,
    api: createFetchHttpClient({ getToken: token }),
    session$: session$.asObservable(),
    i18n,
    navigate,
  };
}
