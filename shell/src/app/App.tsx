/** The shell's root: services, i18n, router, global styles, status and profile providers. */
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { GlobalStyles } from '../ui/GlobalStyles';
import { SystemStatusProvider } from '../features/system-status/state/system-status-context';
import { ProfileProvider } from '../features/profile/state/profile-context';
import { ShellServicesProvider, type ShellServices } from './shell-services';
import { Layout } from './Layout';

export function App({ services }: { services: ShellServices }) {
  return (
    <ShellServicesProvider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <BrowserRouter>
          <GlobalStyles />
          <SystemStatusProvider>
            <ProfileProvider>
              <Layout />
            </ProfileProvider>
          </SystemStatusProvider>
        </BrowserRouter>
      </I18nextProvider>
    </ShellServicesProvider>
  );
}
