import { screen } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { createFakeHttpClient, createTestRemoteProps } from 'shared-contracts/testing';
import { createRemoteParcel } from './create-remote-parcel';

function Crashing(): never {
  throw new Error('boom');
}

// single-spa renders the parcel on its own schedule, outside act(): let React run as it does in a browser
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('createRemoteParcel', () => {
  it("shows the remote's crash panel, titled from the shell's i18n, when its root throws", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const parcel = createRemoteParcel({ Root: Crashing, crashTitleKey: 'remotes.games', crashTestId: 'kit-crashed' });
    expect(Object.keys(parcel).sort()).toEqual(['bootstrap', 'mount', 'unmount', 'update']);
    const { props } = createTestRemoteProps({ api: createFakeHttpClient({}).api, basename: '/kit' });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const mounted = mountRootParcel({ ...parcel, name: 'kit' }, { ...props, domElement });
    await mounted.mountPromise;
    const panel = await screen.findByTestId('kit-crashed');
    expect(panel).toHaveTextContent('แทงหวย');
    await mounted.unmount();
  });
});
