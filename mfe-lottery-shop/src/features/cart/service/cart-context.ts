import { createContext, useContext } from 'react';
import type { CartService } from './cart-service';

/** The parcel's one cart service (created at mount, disposed at unmount). */
export const CartContext = createContext<CartService | null>(null);

export function useCartService(): CartService {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCartService must be used inside LotteryShopRoot');
  return cart;
}
