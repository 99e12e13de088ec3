/** The parcel's root: shared i18n (plus this remote's texts) and the chat screen. */
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { I18N_DEFAULT_NAMESPACE, LOCALE, chatTexts, type RemoteProps } from 'shared-contracts';
import { useSessionStatus } from '../features/coming-soon/hooks/useSessionStatus';
import { ChatComingSoon } from '../features/coming-soon/components/ChatComingSoon';

export function ChatRoot({ i18n, session$, navigate }: RemoteProps) {
  useState(() => i18n.addResourceBundle(LOCALE, I18N_DEFAULT_NAMESPACE, chatTexts, true, false));
  const status = useSessionStatus(session$);
  return (
    <I18nextProvider i18n={i18n}>
      <ChatComingSoon loggedIn={status === 'authenticated'} navigate={navigate} />
    </I18nextProvider>
  );
}
