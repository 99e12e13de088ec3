/**
 * Test-only: renders a remote as the shell would mount it, with fake props (`createTestRemoteProps`
 * from `shared-contracts/testing`: a recording bus, a session stream, Thai i18n, a jest mock
 * `navigate`), so every remote's component tests start the same way. Never shipped to the browser:
 * reached through the separate entry `shared-ui/testing`.
 */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import type { EventBus, HttpClient, RemoteProps } from 'shared-contracts';
import { createFakeHttpClient, createTestRemoteProps, type FakeLiveClient } from 'shared-contracts/testing';
import { QueryClientFactory } from '../remote-kit/create-query-client';
import { RemoteRoot } from '../remote-kit/RemoteRoot';

/** A component test never waits for a retry: a failed read shows its error state at once. */
function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
}

/** Renders `ui` with the test's query-client factory above it (every `RemoteRoot` below uses it). */
function renderWithTestQueries(ui: ReactNode) {
  return render(<QueryClientFactory.Provider value={testQueryClient}>{ui}</QueryClientFactory.Provider>);
}

export interface RemoteTestOptions {
  /** The fake API (`createFakeHttpClient(...).api`); default: one that answers no route. */
  api?: HttpClient;
  /** `RemoteProps.basename`, as the shell passes it ('/gamelobby'). */
  basename: string;
  /** The address the test starts at (default: `basename`). */
  path?: string;
  /** An anonymous visitor instead of the logged-in player `C0001`. */
  visitor?: boolean;
  /** A bus of the test's own (default: a fresh one). */
  bus?: EventBus;
  /** A live client of the test's own, e.g. one with messages already in it (default: a fresh fake). */
  live?: FakeLiveClient;
}

function fakeProps(opts: RemoteTestOptions) {
  window.history.replaceState(null, '', opts.path ?? opts.basename);
  return createTestRemoteProps({ ...opts, api: opts.api ?? createFakeHttpClient({}).api });
}

/**
 * Renders a remote's root component (`GamesRoot`...) with fake props at `path`. Returns Testing Library's
 * result plus the props, the bus, the events it carried, the `navigate` mock and the session stream.
 */
export function renderRemote(Root: ComponentType<RemoteProps>, opts: RemoteTestOptions) {
  const { props, bus, events, navigate, session$ } = fakeProps(opts);
  const utils = renderWithTestQueries(<Root {...props} />);
  return { ...utils, props, bus, events, navigate, session$ };
}

/**
 * Renders `ui` inside `RemoteRoot` with fake props at `path` (one component without the remote's
 * routes), with the remote's `texts` registered as its root would.
 */
export function renderInRemote(
  ui: ReactNode,
  opts: RemoteTestOptions & { texts?: Record<string, unknown>; namespace?: string; routerBasename?: string },
) {
  const { props, bus, events, navigate, session$ } = fakeProps(opts);
  const utils = renderWithTestQueries(
    <RemoteRoot remote={props} texts={opts.texts} namespace={opts.namespace} basename={opts.routerBasename}>
      {ui}
    </RemoteRoot>,
  );
  return { ...utils, props, bus, events, navigate, session$ };
}
