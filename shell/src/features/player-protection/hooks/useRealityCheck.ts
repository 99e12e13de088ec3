/**
 * The reality-check schedule of a logged-in player, as one query per schedule (`shellKeys.realityCheck`):
 * it asks the api when the next check is due (`next_check_in_seconds`, from the server clock and the
 * session's start), waits that long, then fetches the figures afresh and returns them as `due` until the
 * player dismisses them. Dismissing or a new interval (`reality-check/changed` on the bus) starts the next
 * schedule (the waiting one is cancelled); a new session has its own key; logging out clears everything.
 * A failed request starts the schedule again after `retryMs`.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RealityCheckData } from 'shared-contracts';
import { useShellServices } from '../../../services/shell-services';
import { shellKeys } from '../../../query-keys';
import { useSession } from '../../session';
import { fetchRealityCheck } from '../api/fetch-reality-check';
import { wait } from '../utils/wait';

export function useRealityCheck(retryMs = 60_000): { due: RealityCheckData | null; dismiss: () => void } {
  const { api, bus } = useShellServices();
  const { status, customerCode } = useSession();
  const authed = status === 'authenticated';
  const [round, setRound] = useState(0);

  useEffect(() => {
    const sub = bus.on('reality-check/changed').subscribe(() => setRound((r) => r + 1));
    return () => sub.unsubscribe();
  }, [bus]);

  const { data } = useQuery({
    queryKey: shellKeys.realityCheck(customerCode, round),
    queryFn: async ({ signal }) => {
      const schedule = await fetchRealityCheck(api);
      await wait(schedule.next_check_in_seconds * 1000, signal);
      return fetchRealityCheck(api);
    },
    enabled: authed,
    // a shown check stays until dismissed; a schedule nobody waits for is dropped (and its timer cancelled)
    staleTime: Infinity,
    gcTime: 0,
    retry: true,
    retryDelay: retryMs,
  });

  return { due: authed ? (data ?? null) : null, dismiss: () => setRound((r) => r + 1) };
}
