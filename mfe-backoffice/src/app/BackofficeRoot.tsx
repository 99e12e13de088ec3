/**
 * The ops console's root (ARCHITECTURE.md "Remotes and the shell"): the kit's `RemoteRoot` with the console's
 * Thai texts and their English twin (its language toggle) in its own namespace `backoffice` (`src/i18n/`), its
 * language and ops session, and its screens.
 */
import type { ReactNode } from 'react';
import type { RemoteProps } from 'shared-contracts';
import { RemoteRoot } from 'shared-ui';
import { OpsSessionProvider } from '../features/auth';
import { ConsoleLanguageProvider } from '../features/console';
import { BACKOFFICE_NAMESPACE } from '../i18n';
import { backofficeTextsEn } from '../i18n/en';
import { backofficeTexts } from '../i18n/th';
import { ConsoleApp } from './ConsoleApp';

const locales = { en: backofficeTextsEn };

/** What every console screen stands in: the kit's root with the console's texts, its language and ops session. */
export function ConsoleProviders({ remote, children }: { remote: RemoteProps; children: ReactNode }) {
  return (
    <RemoteRoot remote={remote} texts={backofficeTexts} locales={locales} namespace={BACKOFFICE_NAMESPACE}>
      <ConsoleLanguageProvider>
        <OpsSessionProvider>{children}</OpsSessionProvider>
      </ConsoleLanguageProvider>
    </RemoteRoot>
  );
}

export function BackofficeRoot(props: RemoteProps) {
  return (
    <ConsoleProviders remote={props}>
      <ConsoleApp />
    </ConsoleProviders>
  );
}
