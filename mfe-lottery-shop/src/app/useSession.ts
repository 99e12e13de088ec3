import { useEffect, useState } from 'react';
import type { SessionSnapshot } from 'shared-contracts';
import { useRemote } from './useRemote';

const LOADING: SessionSnapshot = { status: 'loading', customerCode: null, inactive: false };

/** The shell's session, kept current from `session$` (read-only for remotes). */
export function useSession(): SessionSnapshot {
  const { session$ } = useRemote();
  const [session, setSession] = useState<SessionSnapshot>(LOADING);
  useEffect(() => {
    const sub = session$.subscribe(setSession);
    return () => sub.unsubscribe();
  }, [session$]);
  return session;
}
