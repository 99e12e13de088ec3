/**
 * The remote registry the shell's features read through `useShellServices()` (a port: the remotes feature's
 * `createRemoteRegistry` implements it, `app/` creates it), kept here so services/ never names a feature.
 */
import type { RemoteEntry } from 'shared-contracts';
import type { ParcelConfigObject } from 'single-spa';

export type RemoteAvailability = 'pending' | 'enabled' | 'disabled' | 'missing' | 'registry-error';

export interface RemoteRegistry {
  /** Settles once the first registry read has finished (successfully or not). */
  ready(): Promise<void>;
  availability(name: string): RemoteAvailability;
  entries(): RemoteEntry[];
  /** The remote's single-spa lifecycles; rejects with RemoteUnavailableError. */
  loadParcel(name: string): Promise<ParcelConfigObject>;
  /** Re-reads the registry and re-registers `name` (clearing a failed load) before a new attempt. */
  retry(name: string): Promise<void>;
  /**
   * Re-reads the registry (ops switched a remote: `remotes/changed` on the live `system` channel) and tells
   * the listeners; a remote switched on is registered, one switched off is never fetched again.
   */
  refresh(): Promise<void>;
  /** This browser's local entry overrides in force, by remote name (local-overrides.ts). */
  overrides(): Record<string, string>;
  /** Calls `listener` after every read of the registry; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}
