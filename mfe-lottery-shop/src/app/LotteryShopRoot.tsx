/** The parcel's root: shared i18n (plus this remote's texts), and the screen for the current path. */
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { I18N_DEFAULT_NAMESPACE, LOCALE, lotteryShopTexts, type RemoteProps } from 'shared-contracts';
import { useRemotePath } from '../features/coming-soon/hooks/use-remote-path';
import { LotteryShopComingSoon } from '../features/coming-soon/components/LotteryShopComingSoon';

/** Paths this remote answers (spec section 2); anything else under /lottery goes to the shell's /404. */
const SCREENS: Record<string, 'shop' | 'checking'> = {
  '/': 'shop',
  '/thai': 'shop',
  '/thai/checking-prize': 'checking',
};

export function LotteryShopRoot({ i18n, bus, basename, navigate }: RemoteProps) {
  useState(() => i18n.addResourceBundle(LOCALE, I18N_DEFAULT_NAMESPACE, lotteryShopTexts, true, false));
  const path = useRemotePath(bus, basename);
  const view = SCREENS[path];
  useEffect(() => {
    if (!view) navigate('/404');
  }, [view, navigate]);
  return (
    <I18nextProvider i18n={i18n}>
      {view ? <LotteryShopComingSoon view={view} navigate={navigate} /> : null}
    </I18nextProvider>
  );
}
