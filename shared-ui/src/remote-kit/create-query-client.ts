import { createContext } from 'react';
import { QueryClient } from '@tanstack/react-query';

/**
 * The query cache of one parcel root: one retry, data fresh for 30 s, no refetch when the window gets
 * the focus back (the shell's own events say when data changed, e.g. `wallet/reload-requested`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
}

/**
 * How `RemoteRoot` makes its parcel's client: `createQueryClient` unless a test renders the root below a
 * provider of its own factory (`shared-ui/testing` gives one without retries, so an error shows at once).
 */
export const QueryClientFactory = createContext<() => QueryClient>(createQueryClient);
