/**
 * The services the shell creates once at start and shares with its own components (React context)
 * and with every remote (as parcel custom props, see RemoteSlot). Below both `app/` and the features: the app
 * creates them (`app/create-shell-services.ts`) and provides them (`app/App.tsx`), features read them with
 * `useShellServices()`; no feature imports `app/` (CONTRIBUTING.md "Writing a screen").
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { EventBus, HttpClient, LiveClient } from 'shared-contracts';
import type { i18n as I18n } from 'i18next';
import type { AppConfig } from '../config/app-config';
import type { RemoteRegistry } from './remote-registry';
import type { SessionStore } from './session-store';

export interface ShellServices {
  config: AppConfig;
  bus: EventBus;
  api: HttpClient;
  /** The page's one live client (ARCHITECTURE.md "The live layer"), handed to every remote too. */
  live: LiveClient;
  session: SessionStore;
  i18n: I18n;
  registry: RemoteRegistry;
  /** localStorage (injected for tests). */
  storage: Storage;
  /** sessionStorage: the system-status toast dismissal lives here. */
  sessionStorage: Storage;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({ value, children }: { value: ShellServices; children: ReactNode }) {
  return <ShellServicesContext.Provider value={value}>{children}</ShellServicesContext.Provider>;
}

export function useShellServices(): ShellServices {
  const s = useContext(ShellServicesContext);
  if (!s) throw new Error('useShellServices must be used inside ShellServicesProvider');
  return s;
}
