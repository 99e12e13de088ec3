/**
 * Tickets in the player's lottery cart, as the lottery-shop remote last announced on the bus
 * (`cart/changed`); 0 again after `session/logged-out`. Null until the shop has said anything.
 */
import { useEffect, useState } from 'react';
import { useShellServices } from '../../../app/shell-services';

export function useCartCount(): number | null {
  const { bus } = useShellServices();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const changed = bus.on('cart/changed').subscribe((e) => setCount(e.totalCount));
    const out = bus.on('session/logged-out').subscribe(() => setCount(0));
    return () => {
      changed.unsubscribe();
      out.unsubscribe();
    };
  }, [bus]);
  return count;
}
