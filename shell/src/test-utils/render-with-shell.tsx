/**
 * Renders shell components with real services (session, i18n, bus) over a fake API, the shell's query client
 * (a fresh one per render) and a MemoryRouter.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createEventBus, type HttpClient } from 'shared-contracts';
import { createFakeLiveClient } from 'shared-contracts/testing';
import { ShellServicesProvider, type ShellServices } from '../services/shell-services';
import { createShellI18n } from '../features/i18n/create-shell-i18n';
import { createSessionStore } from '../features/session/state/create-session-store';
import { createRemoteRegistry } from '../features/remotes/state/create-remote-registry';
import type { FederationRuntime } from '../features/remotes/runtime/federation-runtime';
import { SystemStatusProvider } from '../features/system-status/state/system-status-context';
import { ShellQueryProvider } from '../app/ShellQueryProvider';

export function makeServices(
  api: HttpClient,
  runtime?: FederationRuntime,
  overrides: Partial<ShellServices> = {},
): ShellServices {
  const bus = createEventBus();
  const session = createSessionStore({ storage: window.localStorage, appVersion: 'test', bus });
  session.start();
  const rt: FederationRuntime = runtime ?? { registerRemotes: () => {}, loadRemote: async () => null };
  return {
    config: {
      appVersion: 'test',
      apiBaseUrl: '/api/v1',
      appId: 'test',
      sentry: { dsn: '', sampleRate: '', environment: 'test' },
    },
    bus,
    api,
    live: createFakeLiveClient(),
    session,
    i18n: createShellI18n(),
    registry: createRemoteRegistry({ api, runtime: rt, origin: 'http://localhost' }),
    storage: window.localStorage,
    sessionStorage: window.sessionStorage,
    ...overrides,
  };
}

export function renderWithShell(ui: ReactNode, services: ShellServices, path = '/', pollMs = 60_000) {
  return render(
    <ShellServicesProvider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <ShellQueryProvider>
          <MemoryRouter initialEntries={[path]}>
            <SystemStatusProvider pollMs={pollMs}>{ui}</SystemStatusProvider>
          </MemoryRouter>
        </ShellQueryProvider>
      </I18nextProvider>
    </ShellServicesProvider>,
  );
}
