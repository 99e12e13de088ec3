import { screen, waitFor } from '@testing-library/react';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { renderWallet } from '../../../test/render-wallet';

describe('/underground/success', () => {
  it('reloads the wallet on entering (after the 0.5 s delay) and publishes wallet/balance-changed', async () => {
    const { api, calls } = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance: 876.25, currency: 'THB', FREE_LOTTERY: 1 }),
    });
    const { events } = renderWallet({ api, path: '/underground/success' });
    expect(screen.getByTestId('wallet-success-page')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('876.25'), { timeout: 2000 });
    expect(calls.map((c) => c.path)).toEqual(['wallet/balance']);
    expect(events).toContainEqual({ type: 'wallet/balance-changed', balanceSatang: 87625 });
  });
});
