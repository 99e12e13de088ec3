import type { SessionSnapshot } from 'shared-contracts';
import { useSessionSnapshot } from 'shared-ui';
import { useRemote } from './useRemote';

/** The shell's session, kept current from `session$` (read-only for remotes). */
export function useSession(): SessionSnapshot {
  return useSessionSnapshot(useRemote().session$);
}
