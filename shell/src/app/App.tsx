/** The shell's root: services, i18n, the query client, router, global styles and the status provider. */
import { I18nextProvider } from 'react-i18next';
import { GlobalStyles, BrowserRouter } from 'shared-ui';
import { SystemStatusProvider } from '../features/system-status/state/system-status-context';
import { ShellServicesProvider, type ShellServices } from '../services/shell-services';
import { ShellQueryProvider } from './ShellQueryProvider';
import { Layout } from './Layout';

export function App({ services }: { services: ShellServices }) {
  return (
    <ShellServicesProvider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <ShellQueryProvider>
          <BrowserRouter>
            <GlobalStyles />
            <SystemStatusProvider>
              <Layout />
            </SystemStatusProvider>
          </BrowserRouter>
        </ShellQueryProvider>
      </I18nextProvider>
    </ShellServicesProvider>
  );
}
