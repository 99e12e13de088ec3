/** Renders the wallet remote's root as the shell would mount it, with a fake API, bus, session and Thai i18n. */
import { render } from '@testing-library/react';
import type { HttpClient } from 'shared-contracts';
import { createTestRemoteProps } from 'shared-contracts/testing';
import { WalletRoot } from '../app/WalletRoot';

export function renderWallet(opts: { api: HttpClient; path?: string; visitor?: boolean }) {
  window.history.replaceState(null, '', opts.path ?? '/wallet');
  const { props, bus, events, navigate } = createTestRemoteProps({ ...opts, basename: '/' });
  const utils = render(<WalletRoot {...props} />);
  return { ...utils, bus, events, navigate };
}
