/**
 * Reads the system status (at start, every `pollMs`, on every route change, and at once when ops change it:
 * `system-status/changed` on the bus, which the shell publishes from the live `system` channel) and shares it
 * with the toast, the maintenance redirect and the maintenance page. A failed read keeps the last known status.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'shared-ui';
import type { SystemStatus } from 'shared-contracts';
import { useShellServices } from '../../../services/shell-services';
import { shellKeys } from '../../../query-keys';
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
  const { data, isFetching, refetch } = useQuery({
    queryKey: shellKeys.systemStatus(),
    queryFn: () =>
      fetchSystemStatus(api).catch((err: unknown) => {
        console.warn('[shell] system status unavailable', err);
        throw err;
      }),
    refetchInterval: pollMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });

  // a route change asks again (the first route's read is the query's own)
  const asked = useRef(pathname);
  useEffect(() => {
    if (asked.current === pathname) return;
    asked.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  // ops changed the flags: every open page shows it within a second or two, not at the next poll
  useEffect(() => {
    const sub = bus.on('system-status/changed').subscribe(() => void refetch());
    return () => sub.unsubscribe();
  }, [bus, refetch]);

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return <Ctx.Provider value={{ status: data ?? null, fetching: isFetching, refresh }}>{children}</Ctx.Provider>;
}

export function useSystemStatus(): SystemStatusValue {
  return useContext(Ctx);
}
