/**
 * Starts the shell after the federation's shared scope is ready (see index.ts): services, Sentry (only
 * with a DSN, loaded lazily), then the React tree.
 */
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createShellServices } from './app/create-shell-services';
import { federationRuntime } from './features/remotes/runtime/federation-runtime';
import { initSentry } from './features/monitoring/init-sentry';

const services = createShellServices(federationRuntime());
void initSentry(services.config);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(<App services={services} />);
