/**
 * Connects the router and the bus: publishes `route/changed` on every location change (remotes follow
 * the path through it; they navigate with `RemoteProps.navigate`). On a route that does not keep the number pad
 * (`keepsNumberPadState`) it also removes the pad's stored lines and price, so they follow the pad's own rule even
 * when the games remote is not loaded (a fresh page on /wallet).
 */
import { useEffect } from 'react';
import { NUMBER_PAD_STORAGE_KEYS, keepsNumberPadState } from 'shared-contracts';
import { useLocation } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';

export function useRouteEvents(): void {
  const { bus } = useShellServices();
  // a query-only change (e.g. the header's cart badge: /lottery/thai?tab=cart) is a location change too
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!keepsNumberPadState(pathname))
      try {
        NUMBER_PAD_STORAGE_KEYS.forEach((key) => localStorage.removeItem(key));
      } catch {
        // no storage (private mode): nothing stored either
      }
    bus.publish({ type: 'route/changed', pathname });
  }, [bus, pathname, search]);
}
