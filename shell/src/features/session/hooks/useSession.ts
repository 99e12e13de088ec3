/** The current session snapshot, re-rendering on every change. */
import { useSyncExternalStore } from 'react';
import type { SessionSnapshot } from 'shared-contracts';
import type { SessionStore } from '../state/create-session-store';
import { useShellServices } from '../../../services/shell-services';

export function useSession(store?: SessionStore): SessionSnapshot {
  const services = useShellServices();
  const s = store ?? services.session;
  return useSyncExternalStore(
    (onChange) => {
      const sub = s.session$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    s.current,
    s.current,
  );
}
