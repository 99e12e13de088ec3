import { screen } from '@testing-library/react';
import type { RemoteProps } from 'shared-contracts';
import { createRemoteParcel } from './create-remote-parcel';
import { mountStandalone } from './mount-standalone';

function Where({ basename }: RemoteProps) {
  return <p data-testid="where">{`${basename} ${window.location.pathname}`}</p>;
}

// single-spa renders the parcel on its own schedule, outside act(): let React run as it does in a browser
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('mountStandalone', () => {
  it("opens the remote's default path when the page is outside its roots, and mounts the parcel into #root", async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/');
    const parcel = createRemoteParcel({ Root: Where, crashTitleKey: 'remotes.wallet', crashTestId: 'kit-crashed' });
    const mounted = mountStandalone(parcel, {
      name: 'wallet',
      basename: '/',
      defaultPath: '/wallet',
      roots: ['/wallet', '/underground/success'],
    });
    await mounted.mountPromise;
    expect(await screen.findByTestId('where')).toHaveTextContent('/ /wallet');
    await mounted.unmount();
  });
});
