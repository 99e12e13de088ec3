/**
 * Wraps a remote's lifecycles so a failing bootstrap/mount/update/unmount is reported to `onError`
 * instead of rejecting: single-spa-react 6's <Parcel> re-throws lifecycle errors into promises nobody
 * awaits ("Uncaught (in promise)"), which would reach error reporting as noise. The slot then swaps the
 * parcel for the maintenance panel.
 */
import type { LifeCycleFn, ParcelConfigObject } from 'single-spa';

type Phase = 'bootstrap' | 'mount' | 'update' | 'unmount';
type Lifecycle = LifeCycleFn<unknown> | LifeCycleFn<unknown>[] | undefined;

export function containLifecycles(
  config: ParcelConfigObject,
  onError: (err: unknown, phase: Phase) => void,
): ParcelConfigObject {
  const guard = (phase: Phase, lc: Lifecycle): LifeCycleFn<unknown> | undefined => {
    if (!lc) return undefined;
    const fns = Array.isArray(lc) ? lc : [lc];
    return async (props) => {
      try {
        for (const fn of fns) await fn(props);
      } catch (err) {
        onError(err, phase);
      }
    };
  };
  const c = config as unknown as Record<Phase, Lifecycle>;
  return {
    ...config,
    bootstrap: guard('bootstrap', c.bootstrap)!,
    mount: guard('mount', c.mount)!,
    unmount: guard('unmount', c.unmount)!,
    ...(c.update ? { update: guard('update', c.update) } : {}),
  } as ParcelConfigObject;
}
