/**
 * The parcel's root: shared i18n (plus this remote's texts), the shell's props and the cart service in
 * context, and the screen for the current path (/thai: the shop; /thai/checking-prize: the prize check).
 */
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { I18N_DEFAULT_NAMESPACE, LOCALE, lotteryShopTexts, type RemoteProps } from 'shared-contracts';
import { Page, useRemotePath } from 'shared-ui';
import { createCartService } from '../features/cart/service/cart-service';
import { CheckingPrizePage } from '../features/prize-check/components/CheckingPrizePage';
import { ShopPage } from '../features/shop/components/ShopPage';
import { CartContext } from './cart-context';
import { RemoteContext } from './remote-context';

/**
 * Paths this remote answers (docs/product.md "Screens and routes"); anything else under /lottery goes to the shell's
 * /404.
 */
const SCREENS: Record<string, 'shop' | 'checking'> = {
  '/': 'shop',
  '/thai': 'shop',
  '/thai/checking-prize': 'checking',
};

export function LotteryShopRoot(props: RemoteProps) {
  const { i18n, bus, basename, navigate, api, session$ } = props;
  useState(() => i18n.addResourceBundle(LOCALE, I18N_DEFAULT_NAMESPACE, lotteryShopTexts, true, false));
  const [cart] = useState(() => createCartService({ api, bus, session$ }));
  useEffect(() => () => cart.dispose(), [cart]);
  const path = useRemotePath(bus, basename);
  const view = SCREENS[path];
  useEffect(() => {
    if (!view) navigate('/404');
  }, [view, navigate]);
  return (
    <I18nextProvider i18n={i18n}>
      <RemoteContext.Provider value={props}>
        <CartContext.Provider value={cart}>
          <Page data-testid="lottery-shop">
            {view === 'shop' && <ShopPage />}
            {view === 'checking' && <CheckingPrizePage />}
          </Page>
        </CartContext.Provider>
      </RemoteContext.Provider>
    </I18nextProvider>
  );
}
