/**
 * The lottery shop's root (ARCHITECTURE.md "Remotes and the shell"): the kit's `RemoteRoot` with this
 * remote's texts, the cart service in context (created at mount, disposed at unmount) and the screens
 * (docs/product.md "Screens and routes"): /thai the shop, /thai/checking-prize the prize check; anything
 * else under /lottery goes to the shell's /404.
 */
import { useEffect, useState } from 'react';
import type { RemoteProps } from 'shared-contracts';
import { Page, RemoteRoot, ShellNavigate, Route, Routes } from 'shared-ui';
import { CartContext, createCartService } from '../features/cart';
import { CheckingPrizePage } from '../features/prize-check/components/CheckingPrizePage';
import { ShopPage } from '../features/shop/components/ShopPage';
import { lotteryShopTexts } from '../i18n/th';

export function LotteryShopRoot(props: RemoteProps) {
  const { api, bus, session$ } = props;
  const [cart] = useState(() => createCartService({ api, bus, session$ }));
  useEffect(() => () => cart.dispose(), [cart]);
  return (
    <RemoteRoot remote={props} texts={lotteryShopTexts} namespace="lottery-shop">
      <CartContext.Provider value={cart}>
        <Page data-testid="lottery-shop">
          <Routes>
            <Route path="/" element={<ShopPage />} />
            <Route path="/thai" element={<ShopPage />} />
            <Route path="/thai/checking-prize" element={<CheckingPrizePage />} />
            <Route path="*" element={<ShellNavigate to="/404" />} />
          </Routes>
        </Page>
      </CartContext.Provider>
    </RemoteRoot>
  );
}
