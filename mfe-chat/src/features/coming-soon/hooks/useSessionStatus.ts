/** The shell's session status, from the read-only `session$` stream. */
import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import type { SessionSnapshot } from 'shared-contracts';

export function useSessionStatus(session$: Observable<SessionSnapshot>): SessionSnapshot['status'] {
  const [status, setStatus] = useState<SessionSnapshot['status']>('loading');
  useEffect(() => {
    const sub = session$.subscribe((s) => setStatus(s.status));
    return () => sub.unsubscribe();
  }, [session$]);
  return status;
}
