/**
 * Tickets in the player's lottery cart for the header badge: read once from `GET lottery/cart` when a
 * player is logged in (so the badge is right before the shop remote was ever opened), then kept current
 * by the shop's `cart/changed` announcements; 0 after `session/logged-out`. An expired cart holds
 * nothing, so it counts 0. Null until known (no badge); a failed read leaves it unknown.
 */
import { useEffect, useState } from 'react';
import type { LotteryCartData } from 'shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { useSession } from '../../session';

export function useCartCount(): number | null {
  const { api, bus } = useShellServices();
  const loggedIn = useSession().status === 'authenticated';
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    let alive = true;
    api
      .get<LotteryCartData>('lottery/cart')
      .then((cart) => {
        if (alive) setCount((known) => known ?? (cart.is_expired ? 0 : cart.total_count));
      })
      .catch((err) => console.warn('[shell] lottery cart unavailable', err));
    return () => {
      alive = false;
    };
  }, [api, loggedIn]);

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
