/**
 * The shell's view of the remote registry (ARCHITECTURE.md "Remote registry"): reads `GET /api/v1/remotes`
 * at start (and again when ops change it, `refresh`), registers the enabled remotes with the federation
 * runtime (entries resolved against the page's origin), and loads a remote's `./parcel` on demand. Nothing is hard-coded: a remote the
 * registry does not list, or lists as disabled, is never fetched. A developer's local override (local-overrides.ts)
 * replaces an enabled remote's entry in this browser only.
 */
import type { HttpClient, RemoteEntry } from 'shared-contracts';
import type { ParcelConfigObject } from 'single-spa';
import { fetchRemoteRegistry } from '../api/fetch-remote-registry';
import type { FederationRuntime } from '../runtime/federation-runtime';
import type { RemoteAvailability, RemoteRegistry } from '../../../services/remote-registry';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly availability: RemoteAvailability | 'load-failed',
    cause?: unknown,
  ) {
    super(`remote ${remote} is unavailable (${availability})`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export type { RemoteAvailability, RemoteRegistry };

type LifecycleModule = Partial<ParcelConfigObject> & { default?: Partial<ParcelConfigObject> };

/** Accepts `export const {bootstrap, mount, unmount}` or a default export of the same. */
export function toParcelConfig(name: string, mod: unknown): ParcelConfigObject {
  const m = (mod ?? {}) as LifecycleModule;
  const lc = typeof m.mount === 'function' ? m : (m.default ?? {});
  if (typeof lc.mount !== 'function' || typeof lc.unmount !== 'function') {
    throw new RemoteUnavailableError(
      name,
      'load-failed',
      new Error('the parcel module has no mount/unmount lifecycles'),
    );
  }
  return {
    name: `remote:${name}`,
    bootstrap: lc.bootstrap ?? (() => Promise.resolve()),
    mount: lc.mount,
    unmount: lc.unmount,
    ...(lc.update ? { update: lc.update } : {}),
  } as ParcelConfigObject;
}

export function createRemoteRegistry({
  api,
  runtime,
  origin,
  overrides = {},
}: {
  api: HttpClient;
  runtime: FederationRuntime;
  origin: string;
  /** Entry overrides by remote name, from `readRemoteOverrides` (development against a deployed shell). */
  overrides?: Record<string, string>;
}): RemoteRegistry {
  let list: RemoteEntry[] = [];
  let failed = false;
  let loading: Promise<void> | null = null;

  const toRuntime = (r: RemoteEntry) => ({ name: r.name, entry: new URL(overrides[r.name] ?? r.entry, origin).href });

  const registered = new Set<string>();
  const listeners = new Set<() => void>();

  /**
   * Reads the registry, then tells the listeners. `keepOnFailure`: a failed re-read keeps what was known
   * (one missed refresh must not take every remote down).
   */
  const read = (keepOnFailure = false) => {
    loading = (async () => {
      try {
        list = await fetchRemoteRegistry(api);
        failed = false;
        // only remotes not registered yet: re-registering a mounted one would drop its module cache
        const fresh = list.filter((r) => r.enabled && !registered.has(r.name));
        if (fresh.length) runtime.registerRemotes(fresh.map(toRuntime));
        fresh.forEach((r) => registered.add(r.name));
      } catch (err) {
        if (!keepOnFailure || list.length === 0) failed = true;
        console.error('[shell] could not read the remote registry', err);
      }
      listeners.forEach((listener) => listener());
    })();
    return loading;
  };

  const availability = (name: string): RemoteAvailability => {
    if (!loading) return 'pending';
    if (failed) return 'registry-error';
    const r = list.find((e) => e.name === name);
    if (!r) return 'missing';
    return r.enabled ? 'enabled' : 'disabled';
  };

  return {
    ready: () => loading ?? read(),
    availability,
    entries: () => list,
    async loadParcel(name) {
      await (loading ?? read());
      const a = availability(name);
      if (a !== 'enabled') throw new RemoteUnavailableError(name, a);
      let mod: unknown;
      try {
        mod = await runtime.loadRemote<unknown>(`${name}/parcel`);
      } catch (err) {
        throw new RemoteUnavailableError(name, 'load-failed', err);
      }
      if (!mod) throw new RemoteUnavailableError(name, 'load-failed');
      return toParcelConfig(name, mod);
    },
    async retry(name) {
      const wasRegistered = registered.has(name);
      await read();
      const r = list.find((e) => e.name === name);
      // force clears the failed entry of this one remote so the next load fetches it again
      if (r?.enabled && wasRegistered) runtime.registerRemotes([toRuntime(r)], { force: true });
    },
    refresh: () => read(true),
    overrides: () => overrides,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
