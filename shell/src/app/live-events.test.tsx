/**
 * The shell's live layer end to end in jsdom (ARCHITECTURE.md "The live layer"): `useLiveEvents` over a fake
 * live client, with the real registry, RemoteSlot and status provider.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { DEFAULT_SYSTEM_STATUS, type BusEvent, type RemoteProps } from 'shared-contracts';
import { createFakeLiveClient } from 'shared-contracts/testing';
import { useLiveEvents } from '../features/live';
import { RemoteSlot } from '../features/remotes/components/RemoteSlot';
import { federationRuntime } from '../features/remotes/runtime/federation-runtime';
import { useSystemStatus } from '../features/system-status';
import { fakeApi } from '../test-utils/fake-api';
import { makeServices, renderWithShell } from '../test-utils/render-with-shell';
import { signInAs } from '../test-utils/player';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => ({ name: 'shell' })),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
const mockLoadRemote = loadRemote as jest.Mock;

const registry = (enabled: boolean) => [
  { name: 'games', entry: '/remotes/games/mf-manifest.json', enabled, version: '1.0.0' },
];

function LiveEvents({ delayMs = 0 }: { delayMs?: number }) {
  useLiveEvents(delayMs);
  return null;
}
function StatusProbe() {
  const { status } = useSystemStatus();
  return <p data-testid="status-probe">{status?.GameError ? 'game closed' : 'open'}</p>;
}

function setup(routes: Record<string, unknown>, { signedIn = false, delayMs = 0 } = {}) {
  const fake = fakeApi(routes);
  const live = createFakeLiveClient(signedIn ? 'C0001' : null);
  const services = makeServices(fake.api, federationRuntime(), { live });
  if (signedIn) signInAs(services, 'C0001');
  const events: BusEvent[] = [];
  services.bus.events$.subscribe((e) => events.push(e));
  let mounted: RemoteProps | undefined;
  mockLoadRemote.mockResolvedValue({
    bootstrap: async () => {},
    mount: async (props: RemoteProps & { domElement: HTMLElement }) => {
      mounted = props;
      props.domElement.innerHTML = '<p data-testid="games-mounted">games</p>';
    },
    unmount: async (props: { domElement: HTMLElement }) => {
      props.domElement.innerHTML = '';
    },
  });
  renderWithShell(
    <>
      <LiveEvents delayMs={delayMs} />
      <StatusProbe />
      <Routes>
        <Route path="/gamelobby/*" element={<RemoteSlot name="games" basename="/gamelobby" />} />
      </Routes>
    </>,
    services,
    '/gamelobby/hanoi',
  );
  return { fake, live, services, events, mountedProps: () => mounted };
}

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('useLiveEvents: the server’s live events in the shell', () => {
  it('swaps an open remote for its maintenance panel when ops switch it off, and back on, without a reload', async () => {
    const { fake, live, mountedProps, services } = setup({
      'GET remotes': registry(true),
      'GET backoffice/system/status': DEFAULT_SYSTEM_STATUS,
    });
    expect(await screen.findByTestId('games-mounted')).toBeInTheDocument();
    expect(mountedProps()!.live).toBe(services.live);
    await waitFor(() => expect(live.subscribed()).toEqual(['system']));

    fake.routes['GET remotes'] = registry(false);
    act(() => {
      live.receive('system', { type: 'remotes/changed', data: { name: 'games', enabled: false } });
    });
    expect(await screen.findByTestId('remote-unavailable-games')).toBeInTheDocument();
    expect(screen.queryByTestId('games-mounted')).toBeNull();

    fake.routes['GET remotes'] = registry(true);
    act(() => {
      live.receive('system', { type: 'remotes/changed', data: { name: 'games', enabled: true } });
    });
    expect(await screen.findByTestId('games-mounted')).toBeInTheDocument();
    // at start, when the live connection was ready (anything missed before), and after each switch
    expect(fake.calls.filter((c) => c.path === 'remotes')).toHaveLength(4);
  });

  it('reads the system status again at once when ops change it', async () => {
    const { fake, live, events } = setup({
      'GET remotes': registry(true),
      'GET backoffice/system/status': DEFAULT_SYSTEM_STATUS,
    });
    expect(await screen.findByTestId('status-probe')).toHaveTextContent('open');
    await waitFor(() => expect(live.subscribed()).toContain('system'));
    fake.routes['GET backoffice/system/status'] = { ...DEFAULT_SYSTEM_STATUS, GameError: true };
    act(() => {
      live.receive('system', { type: 'system-status/changed' });
    });
    await waitFor(() => expect(screen.getByTestId('status-probe')).toHaveTextContent('game closed'));
    expect(events).toContainEqual({ type: 'system-status/changed' });
  });

  it("follows the player's private channel while logged in: notifications and balance changes go on the bus", async () => {
    const { live, events, services } = setup(
      { 'GET remotes': registry(true), 'GET backoffice/system/status': DEFAULT_SYSTEM_STATUS },
      { signedIn: true },
    );
    await waitFor(() => expect(live.subscribed().sort()).toEqual(['system', 'user.C0001']));
    act(() => {
      live.receive('user.C0001', { type: 'wallet/balance-changed' });
      live.receive('user.C0001', {
        type: 'notification/created',
        data: { uid: 'n1', tab: 'transaction', kind: 'DEPOSIT', created_at: '2026-05-02T03:00:00.000Z' },
      });
      live.receive('user.C0001', { type: 'notification/created', data: { uid: 'malformed' } });
    });
    expect(events).toEqual(
      expect.arrayContaining([{ type: 'wallet/balance-changed' }, { type: 'notification/received', uid: 'n1' }]),
    );
    expect(events.filter((e) => e.type === 'notification/received')).toHaveLength(1);

    await act(async () => services.session.logout(services.api));
    await waitFor(() => expect(live.subscribed()).toEqual(['system']));
  });

  it('waits before it starts listening, so a first visit can settle', async () => {
    jest.useFakeTimers();
    try {
      const { live } = setup(
        { 'GET remotes': registry(true), 'GET backoffice/system/status': DEFAULT_SYSTEM_STATUS },
        { delayMs: 3000 },
      );
      act(() => jest.advanceTimersByTime(2900));
      expect(live.subscribed()).toEqual([]);
      act(() => jest.advanceTimersByTime(200));
      expect(live.subscribed()).toEqual(['system']);
    } finally {
      jest.useRealTimers();
    }
  });
});
