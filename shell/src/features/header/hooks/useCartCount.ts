/**
 * Tickets in the player's lottery cart for the header badge: read once per login from `GET lottery/cart`
 * (`shellKeys.cartCount`, so the badge is right before the shop remote was ever opened), then kept current
 * by the shop's `cart/changed` announcements, which win over the read; 0 after `session/logged-out`. Null
 * until known (no badge); a failed read leaves it unknown.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useShellServices } from '../../../services/shell-services';
import { shellKeys } from '../../../query-keys';
import { useSession } from '../../session';
import { fetchCartCount } from '../api/fetch-cart-count';

export function useCartCount(): number | null {
  const { api, bus } = useShellServices();
  const { status, customerCode } = useSession();
  // the last announcement, for the session it was made in
  const [announced, setAnnounced] = useState<{ customerCode: string | null; count: number } | null>(null);
  const { data } = useQuery({
    queryKey: shellKeys.cartCount(customerCode),
    queryFn: () =>
      fetchCartCount(api).catch((err: unknown) => {
        console.warn('[shell] lottery cart unavailable', err);
        throw err;
      }),
    enabled: status === 'authenticated',
    // the announcements keep it current: the server is asked once per login
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    const changed = bus.on('cart/changed').subscribe((e) => setAnnounced({ customerCode, count: e.totalCount }));
    const out = bus.on('session/logged-out').subscribe(() => setAnnounced({ customerCode, count: 0 }));
    return () => {
      changed.unsubscribe();
      out.unsubscribe();
    };
  }, [bus, customerCode]);
  return announced?.customerCode === customerCode ? announced.count : (data ?? null);
}
