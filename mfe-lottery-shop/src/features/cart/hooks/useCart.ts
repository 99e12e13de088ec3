import { useEffect, useState } from 'react';
import { useCartService } from '../service/cart-context';
import type { Cart } from '../service/cart-types';

/** The cart as it is now, kept current from the cart service. */
export function useCart(): Cart {
  const service = useCartService();
  const [cart, setCart] = useState<Cart>(() => service.current());
  useEffect(() => {
    const sub = service.cart$.subscribe(setCart);
    return () => sub.unsubscribe();
  }, [service]);
  return cart;
}
