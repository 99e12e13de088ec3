import { useQuery } from '@tanstack/react-query';
import type { PlayerLimitsData } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { walletKeys } from '../../../query-keys';
import { protectionApi } from '../api/protection-api';

/** What the page shows; `serverOffsetMs`: the server's clock minus this device's, from the limits' `as_of`. */
export type ProtectionSettings = { limits: PlayerLimitsData; intervalMinutes: number; serverOffsetMs: number };

/**
 * The player's limits and reality-check interval, loaded together for the player-protection page (nothing
 * is asked for a visitor): `loading`, `failed` (with `retry()`) or `ready`. Loaded afresh on each visit,
 * never from the cache: the cards then edit their own copy, which a cached one would not follow.
 */
export function useProtectionSettings() {
  const { api } = useRemote();
  const session = useSession();
  const query = useQuery({
    queryKey: walletKeys.protection(session.customerCode),
    queryFn: async (): Promise<ProtectionSettings> => {
      const [limits, reality] = await Promise.all([protectionApi.limits(api), protectionApi.realityCheck(api)]);
      return {
        limits,
        intervalMinutes: reality.interval_minutes,
        serverOffsetMs: Date.parse(limits.as_of) - Date.now(),
      };
    },
    enabled: session.status === 'authenticated',
    gcTime: 0,
  });
  const state: { status: 'loading' | 'failed' } | { status: 'ready'; data: ProtectionSettings } = query.isSuccess
    ? { status: 'ready', data: query.data }
    : query.isError && !query.isFetching
      ? { status: 'failed' }
      : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
