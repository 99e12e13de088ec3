/** Sends the player to /maintenance 100 ms after the status reports UnderConstruction. */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'shared-ui';
import { useSystemStatus } from '../state/system-status-context';
import { useMaintenanceRedirect } from '../hooks/useMaintenanceRedirect';

export function MaintenanceRedirect() {
  const { status } = useSystemStatus();
  const { pathname } = useLocation();
  const nav = useNavigate();
  const navigate = useCallback((to: string, opts?: { state?: unknown }) => nav(to, opts), [nav]);
  useMaintenanceRedirect(status, pathname, navigate);
  return null;
}
