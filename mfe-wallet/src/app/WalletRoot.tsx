import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteProps } from 'shared-contracts';
import { SuccessPage } from '../features/success/components/SuccessPage';
import { WalletPage } from '../features/wallet-page/components/WalletPage';
import { Page, useRemotePath } from 'shared-ui';
import { ResponsibleGamingPage } from '../features/player-protection/components/ResponsibleGamingPage';
import { RemoteContext } from './remote-context';

/**
 * Picks the page by path, following the shell's `route/changed` events. The wallet serves two roots
 * (/wallet and /underground/success), so it matches absolute paths.
 */
function WalletRoutes({ props }: { props: RemoteProps }) {
  const pathname = useRemotePath(props.bus, '/');
  if (pathname.endsWith('/underground/success')) return <SuccessPage />;
  if (pathname.endsWith('/wallet/limits')) return <ResponsibleGamingPage />;
  return <WalletPage />;
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
            <WalletRoutes props={props} />
          </Page>
        </BrowserRouter>
      </RemoteContext.Provider>
    </I18nextProvider>
  );
}
