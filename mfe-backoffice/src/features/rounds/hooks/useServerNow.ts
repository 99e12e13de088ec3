/**
 * Now on the server's clock, ticking every second: the device's `useNow` (shared-ui) plus the server's offset
 * (`fetchServerOffset`, read once and again every 10 minutes). Round countdowns use it, so they follow a server whose
 * clock is not the device's (a wrong device clock, or a server started with `CLOCK_START`). Until the offset is
 * known, or if it cannot be read, the device's clock.
 */
import { useQuery } from '@tanstack/react-query';
import { useNow } from 'shared-ui';
import { backofficeKeys } from '../../../query-keys';
import { fetchServerOffset } from '../api/server-time-api';

export function useServerOffset(): number {
  const query = useQuery({
    queryKey: backofficeKeys.serverOffset(),
    queryFn: () => fetchServerOffset(),
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
    retry: 1,
  });
  return query.data ?? 0;
}

export function useServerNow(): number {
  return useNow() + useServerOffset();
}
