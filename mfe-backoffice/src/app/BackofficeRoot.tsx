/**
 * The ops console's root (ARCHITECTURE.md "Remotes and the shell"): the kit's `RemoteRoot` with the console's
 * Thai texts and their English twin (its language toggle), its language and ops session, and its screens.
 */
import { backofficeTexts, backofficeTextsEn, type RemoteProps } from 'shared-contracts';
import { RemoteRoot } from 'shared-ui';
import { OpsSessionProvider } from '../features/auth';
import { ConsoleLanguageProvider } from '../features/console';
import { ConsoleApp } from './ConsoleApp';

const locales = { en: backofficeTextsEn };

export function BackofficeRoot(props: RemoteProps) {
  return (
    <RemoteRoot remote={props} texts={backofficeTexts} locales={locales}>
      <ConsoleLanguageProvider>
        <OpsSessionProvider>
          <ConsoleApp />
        </OpsSessionProvider>
      </ConsoleLanguageProvider>
    </RemoteRoot>
  );
}
