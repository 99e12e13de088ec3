/**
 * The reality-check schedule of a logged-in player: asks the api when the next check is due
 * (`next_check_in_seconds`, from the server clock and the session's start), waits that long, then
 * fetches the figures afresh and returns them as `due` until the player dismisses them. Dismissing,
 * a new interval (`reality-check/changed` on the bus) or a new session schedules again; logging out
 * clears everything. A failed request is retried after `retryMs`.
 */
import { useEffect, useState } from 'react';
import type { RealityCheckData } from 'shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { useSession } from '../../session';
import { fetchRealityCheck } from '../api/fetch-reality-check';

export function useRealityCheck(retryMs = 60_000): { due: RealityCheckData | null; dismiss: () => void } {
  const { api, bus } = useShellServices();
  const session = useSession();
  const authed = session.status === 'authenticated';
  const [due, setDue] = useState<RealityCheckData | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const sub = bus.on('reality-check/changed').subscribe(() => setRound((r) => r + 1));
    return () => sub.unsubscribe();
  }, [bus]);

  useEffect(() => {
    if (!authed) setDue(null);
  }, [authed]);

  useEffect(() => {
    if (!authed || due) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retry = () => {
      if (live) timer = setTimeout(() => setRound((r) => r + 1), retryMs);
    };
    fetchRealityCheck(api)
      .then((schedule) => {
        if (!live) return;
        timer = setTimeout(() => {
          fetchRealityCheck(api)
            .then((fresh) => live && setDue(fresh))
            .catch(retry);
        }, schedule.next_check_in_seconds * 1000);
      })
      .catch(retry);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, authed, due, round, retryMs, session.customerCode]);

  return { due, dismiss: () => setDue(null) };
}
