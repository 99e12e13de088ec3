/**
 * Connects the router and the bus: publishes `route/changed` on every location change (remotes follow
 * the path through it; they navigate with `RemoteProps.navigate`).
 */
import { useEffect } from 'react';
import { useLocation } from 'shared-ui';
import { useShellServices } from '../../../app/shell-services';

export function useRouteEvents(): void {
  const { bus } = useShellServices();
  // a query-only change (e.g. the header's cart badge: /lottery/thai?tab=cart) is a location change too
  const { pathname, search } = useLocation();

  useEffect(() => {
    bus.publish({ type: 'route/changed', pathname });
  }, [bus, pathname, search]);
}
