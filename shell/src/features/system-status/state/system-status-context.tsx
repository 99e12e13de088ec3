/**
 * Polls the system status (at start, every `pollMs`, and on every route change) and shares it with the
 * toast, the maintenance redirect and the maintenance page. Publishes `system-status/changed`.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { SystemStatus } from 'shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { fetchSystemStatus } from '../api/fetch-system-status';

export const STATUS_POLL_MS = 30_000;

export interface SystemStatusValue {
  status: SystemStatus | null;
  fetching: boolean;
  refresh(): Promise<void>;
}

const Ctx = createContext<SystemStatusValue>({ status: null, fetching: false, refresh: async () => {} });

export function SystemStatusProvider({ children, pollMs = STATUS_POLL_MS }: { children: ReactNode; pollMs?: number }) {
  const { api, bus } = useShellServices();
  const { pathname } = useLocation();
  const [status, setStatus] = useState<SystemStatus | null>(null);
  const [fetching, setFetching] = useState(false);
  const last = useRef<string>('');

  const refresh = useCallback(async () => {
    setFetching(true);
    try {
      const next = await fetchSystemStatus(api);
      const key = JSON.stringify(next);
      if (key !== last.current) {
        last.current = key;
        setStatus(next);
        bus.publish({ type: 'system-status/changed', status: next });
      }
    } catch (err) {
      console.warn('[shell] system status unavailable', err); // keep the last known status
    } finally {
      setFetching(false);
    }
  }, [api, bus]);

  useEffect(() => {
    void refresh();
  }, [pathname, refresh]);

  useEffect(() => {
    const id = setInterval(() => void refresh(), pollMs);
    return () => clearInterval(id);
  }, [pollMs, refresh]);

  return <Ctx.Provider value={{ status, fetching, refresh }}>{children}</Ctx.Provider>;
}

export function useSystemStatus(): SystemStatusValue {
  return useContext(Ctx);
}
