import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteProps } from 'shared-contracts';
import { RemoteSlot } from './RemoteSlot';
import { federationRuntime } from '../runtime/federation-runtime';
import { fakeApi } from '../../../test-utils/fake-api';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => ({ name: 'shell' })),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const mockLoadRemote = loadRemote as jest.Mock;
const mockRegisterRemotes = registerRemotes as jest.Mock;

const registry = (games: { enabled: boolean }) => ({
  'GET remotes': [
    { name: 'games', entry: '/remotes/games/mf-manifest.json', enabled: games.enabled, version: '1.0.0' },
    { name: 'wallet', entry: '/remotes/wallet/mf-manifest.json', enabled: true, version: '1.0.0' },
  ],
  'GET backoffice/system/status': {},
});

/** A parcel that renders its props into the DOM element single-spa gives it. */
function fakeParcel(onMount?: (props: RemoteProps) => void) {
  return {
    bootstrap: async () => {},
    mount: async (props: RemoteProps & { domElement: HTMLElement }) => {
      onMount?.(props);
      props.domElement.innerHTML = `<p data-testid="games-mounted">${props.basename}</p>`;
    },
    unmount: async (props: { domElement: HTMLElement }) => {
      props.domElement.innerHTML = '';
    },
  };
}

function renderSlot(routes: Record<string, unknown>) {
  const services = makeServices(fakeApi(routes).api, federationRuntime());
  renderWithShell(
    <Routes>
      <Route path="/gamelobby/*" element={<RemoteSlot name="games" basename="/gamelobby" />} />
      <Route path="/" element={<p data-testid="home">home</p>} />
    </Routes>,
    services,
    '/gamelobby/hanoi',
  );
  return services;
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<RemoteSlot>', () => {
  it('registers only enabled remotes, with entries resolved against the page origin', async () => {
    mockLoadRemote.mockResolvedValue(fakeParcel());
    renderSlot(registry({ enabled: true }));
    expect(await screen.findByTestId('games-mounted')).toHaveTextContent('/gamelobby');
    expect(mockRegisterRemotes).toHaveBeenCalledTimes(1);
    expect(mockRegisterRemotes.mock.calls[0][0]).toEqual([
      { name: 'games', entry: 'http://localhost/remotes/games/mf-manifest.json' },
      { name: 'wallet', entry: 'http://localhost/remotes/wallet/mf-manifest.json' },
    ]);
    expect(mockLoadRemote).toHaveBeenCalledWith('games/parcel');
  });

  it('hands the remote the RemoteProps: basename, bus, api, session$, i18n, navigate', async () => {
    let received: RemoteProps | undefined;
    mockLoadRemote.mockResolvedValue(fakeParcel((p) => (received = p)));
    const services = renderSlot(registry({ enabled: true }));
    await screen.findByTestId('games-mounted');
    expect(received).toMatchObject({
      basename: '/gamelobby',
      bus: services.bus,
      api: services.api,
      i18n: services.i18n,
    });
    expect(received!.session$).toBe(services.session.session$);
    received!.navigate('/');
    expect(await screen.findByTestId('home')).toBeInTheDocument();
  });

  it('shows the Thai maintenance panel for a disabled remote without loading it', async () => {
    renderSlot(registry({ enabled: false }));
    const panel = await screen.findByTestId('remote-unavailable-games');
    expect(panel).toHaveTextContent('ส่วนนี้ปิดปรับปรุงชั่วคราว');
    expect(mockLoadRemote).not.toHaveBeenCalled();
  });

  it('shows the panel when the remote cannot be loaded, and mounts it after a successful retry', async () => {
    mockLoadRemote
      .mockRejectedValueOnce(new Error('RUNTIME-008 failed to load remoteEntry'))
      .mockResolvedValue(fakeParcel());
    renderSlot(registry({ enabled: true }));
    await screen.findByTestId('remote-unavailable-games');
    fireEvent.click(screen.getByTestId('remote-retry-games'));
    expect(await screen.findByTestId('games-mounted')).toBeInTheDocument();
    // the failed remote is re-registered with force so the runtime fetches it again
    expect(mockRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'games', entry: 'http://localhost/remotes/games/mf-manifest.json' }],
      {
        force: true,
      },
    );
  });

  it('shows the panel when the remote throws while mounting', async () => {
    mockLoadRemote.mockResolvedValue({
      ...fakeParcel(),
      mount: async () => {
        throw new Error('remote crashed');
      },
    });
    renderSlot(registry({ enabled: true }));
    expect(await screen.findByTestId('remote-unavailable-games')).toBeInTheDocument();
  });

  it('shows the panel when the registry cannot be read or does not list the remote', async () => {
    renderSlot({ 'GET backoffice/system/status': {} });
    expect(await screen.findByTestId('remote-unavailable-games')).toBeInTheDocument();
    await waitFor(() => expect(mockLoadRemote).not.toHaveBeenCalled());
  });

  it('shows the panel when the module has no lifecycles', async () => {
    mockLoadRemote.mockResolvedValue({ notAParcel: true });
    renderSlot(registry({ enabled: true }));
    expect(await screen.findByTestId('remote-unavailable-games')).toBeInTheDocument();
  });
});
