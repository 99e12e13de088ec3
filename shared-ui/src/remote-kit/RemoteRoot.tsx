import { useContext, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from '../router';
import type { RemoteProps } from 'shared-contracts';
import { QueryClientFactory } from './create-query-client';
import { RemoteContext } from './remote-context';
import { registerTexts } from './register-texts';
import { RouteSync } from './RouteSync';

/**
 * The root every remote renders its screens in (ARCHITECTURE.md "Remotes and the shell"): the shell's
 * i18n instance (with the remote's own Thai `texts` added once, in its own `namespace`, which becomes the default
 * namespace of `useTranslation()` below; `common` is the fallback), the shell's props for `useRemote()`, one
 * TanStack Query client for the parcel's life, and the remote's router: a `BrowserRouter` over the shared
 * history under `basename` (default: the one the shell mounted it with), kept on the shell's location by
 * `route/changed`. The remote declares its screens below with `<Routes>`.
 *
 * `locales` adds the remote's texts in other languages (`{en: …}`), for a screen that offers a language toggle
 * (the ops console reads them with `useTranslation('backoffice', {lng})`); missing keys fall back to Thai.
 *
 * `basename` '/' serves absolute paths, for a remote mounted on unrelated roots (the wallet:
 * /wallet and /underground/success).
 */
export function RemoteRoot({
  remote,
  texts,
  namespace,
  locales,
  basename = remote.basename,
  children,
}: {
  remote: RemoteProps;
  texts?: Record<string, unknown>;
  /** The remote's own i18n namespace (its name); without it the texts merge into `common`. */
  namespace?: string;
  locales?: Record<string, Record<string, unknown>>;
  basename?: string;
  children: ReactNode;
}) {
  if (texts) registerTexts(remote.i18n, texts, undefined, namespace);
  for (const [lng, more] of Object.entries(locales ?? {})) registerTexts(remote.i18n, more, lng, namespace);
  const makeQueryClient = useContext(QueryClientFactory);
  const [queryClient] = useState(makeQueryClient);
  const base = basename && basename !== '/' ? basename : '/';
  return (
    <I18nextProvider i18n={remote.i18n} defaultNS={namespace}>
      <RemoteContext.Provider value={remote}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter basename={base === '/' ? undefined : base}>
            <RouteSync basename={base} />
            {children}
          </BrowserRouter>
        </QueryClientProvider>
      </RemoteContext.Provider>
    </I18nextProvider>
  );
}
