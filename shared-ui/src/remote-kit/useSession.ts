import type { SessionSnapshot } from 'shared-contracts';
import { useSessionSnapshot } from '../useSessionSnapshot';
import { useRemote } from './useRemote';

/** The shell's session, kept current from the remote's read-only `session$` ('loading' until it emits). */
export function useSession(): SessionSnapshot {
  return useSessionSnapshot(useRemote().session$);
}
