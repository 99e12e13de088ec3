/**
 * Connects the router and the bus: publishes `route/changed` on every location change (remotes follow
 * the path through it), and performs `navigate` events that remotes publish.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShellServices } from '../../../app/shell-services';

export function useRouteEvents(): void {
  const { bus } = useShellServices();
  // a query-only change (e.g. the header's cart badge: /lottery/thai?tab=cart) is a location change too
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    bus.publish({ type: 'route/changed', pathname });
  }, [bus, pathname, search]);

  useEffect(() => {
    const sub = bus.on('navigate').subscribe((e) => navigate(e.to));
    return () => sub.unsubscribe();
  }, [bus, navigate]);
}
