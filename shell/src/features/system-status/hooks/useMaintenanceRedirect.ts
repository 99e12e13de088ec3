/**
 * docs/product.md "Screens and routes": about 100 ms after the status reports UnderConstruction the app goes to
 * /maintenance (remembering where the player was, so the maintenance page can send them back).
 */
import { useEffect } from 'react';
import { MAINTENANCE_REDIRECT_DELAY_MS, type SystemStatus } from 'shared-contracts';

export const MAINTENANCE_PATH = '/maintenance';

export function useMaintenanceRedirect(
  status: SystemStatus | null,
  pathname: string,
  navigate: (to: string, opts?: { state?: unknown }) => void,
  delayMs: number = MAINTENANCE_REDIRECT_DELAY_MS,
): void {
  const underConstruction = !!status?.UnderConstruction;
  useEffect(() => {
    if (!underConstruction || pathname === MAINTENANCE_PATH) return;
    const id = setTimeout(() => navigate(MAINTENANCE_PATH, { state: { from: pathname } }), delayMs);
    return () => clearTimeout(id);
  }, [underConstruction, pathname, navigate, delayMs]);
}
