import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useLocation } from 'react-router-dom';
import type { RemoteProps } from 'shared-contracts';
import { SuccessPage } from '../features/success/components/SuccessPage';
import { WalletPage } from '../features/wallet-page/components/WalletPage';
import { Page } from 'shared-ui';
import { RemoteContext } from './remote-context';

/** Picks the page by path. The wallet serves two roots (/wallet and /underground/success), so it matches absolute paths. */
function WalletRoutes() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').endsWith('/underground/success') ? <SuccessPage /> : <WalletPage />;
}

/**
 * The wallet remote's root: the shell's i18n instance and props, and a router over the shared
 * react-router-dom. No basename: the shell mounts this remote on two unrelated paths.
 */
export function WalletRoot(props: RemoteProps) {
  return (
    <I18nextProvider i18n={props.i18n}>
      <RemoteContext.Provider value={props}>
        <BrowserRouter>
          <Page>
            <WalletRoutes />
          </Page>
        </BrowserRouter>
      </RemoteContext.Provider>
    </I18nextProvider>
  );
}
