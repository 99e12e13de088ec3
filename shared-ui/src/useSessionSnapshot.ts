import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import type { SessionSnapshot } from 'shared-contracts';

const LOADING: SessionSnapshot = { status: 'loading', customerCode: null, inactive: false };

/** The shell's session as React state, kept current from the read-only `session$` a remote is mounted with. */
export function useSessionSnapshot(session$: Observable<SessionSnapshot>): SessionSnapshot {
  const [session, setSession] = useState<SessionSnapshot>(LOADING);
  useEffect(() => {
    const sub = session$.subscribe(setSession);
    return () => sub.unsubscribe();
  }, [session$]);
  return session;
}
