/**
 * Starts the shell after the federation's shared scope is ready (see index.ts): services, Sentry (only
 * with a DSN, loaded lazily), then the React tree.
 */
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createShellServices } from './app/create-shell-services';
import { federationRuntime } from './features/remotes/runtime/federation-runtime';
import { captureLanding } from './features/invite/utils/landing-storage';
import { initSentry } from './features/monitoring/init-sentry';

const services = createShellServices(federationRuntime());
// a `?ref=` code and UTM fields of the landing URL are kept until registration (features/invite)
captureLanding(window.location.search, services.storage);
void initSentry(services.config);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(<App services={services} />);
