/**
 * Mounts a remote's `./parcel` (single-spa-react lifecycles loaded through Module Federation) with
 * `RemoteProps`: basename, the shell's bus, API client, read-only session stream, i18n instance, a
 * navigate bound to the shell's router and the page's live client. A disabled, unreachable or crashing
 * remote shows the Thai maintenance panel with a retry; nothing outside this slot is affected. When ops
 * switch the remote off while it is open (the registry's `refresh` after `remotes/changed`), it is unmounted
 * for the panel, and mounted again when they switch it back on, without a reload.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'shared-ui';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import type { RemoteName, RemoteProps } from 'shared-contracts';
import { useShellServices } from '../../../services/shell-services';
import { reportError } from '../../monitoring';
import { RemoteUnavailable } from './RemoteUnavailable';
import { RemoteLoading } from './RemoteLoading';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { containLifecycles } from '../state/contain-lifecycles';
import { RemoteUnavailableError } from '../state/create-remote-registry';

type SlotState =
  | { phase: 'loading' }
  | { phase: 'ready'; config: ParcelConfigObject }
  /** `disabled`: switched off by ops (it comes back by itself when switched on); `failed`: load or crash. */
  | { phase: 'unavailable'; reason: 'disabled' | 'failed' };

export function RemoteSlot({ name, basename }: { name: RemoteName; basename: string }) {
  const { registry, bus, api, live, session, i18n } = useShellServices();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [attempt, setAttempt] = useState(0);
  // a new load after ops switched the remote back on (not a retry: nothing failed)
  const [reopened, setReopened] = useState(0);
  const [state, setState] = useState<SlotState>({ phase: 'loading' });
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(
    () =>
      registry.subscribe(() => {
        const availability = registry.availability(name);
        const current = stateRef.current;
        if (availability === 'disabled' && !(current.phase === 'unavailable' && current.reason === 'disabled'))
          setState({ phase: 'unavailable', reason: 'disabled' });
        else if (availability === 'enabled' && current.phase === 'unavailable' && current.reason === 'disabled')
          setReopened((n) => n + 1);
      }),
    [registry, name],
  );

  useEffect(() => {
    let cancelled = false;
    setState({ phase: 'loading' });
    (async () => {
      try {
        if (attempt > 0) await registry.retry(name);
        const loaded = await registry.loadParcel(name);
        const config = containLifecycles(loaded, (err, phase) => {
          reportError(err, { remote: name, phase });
          // a failing unmount happens while leaving: nothing left to replace
          if (!cancelled && phase !== 'unmount') setState({ phase: 'unavailable', reason: 'failed' });
        });
        if (!cancelled) setState({ phase: 'ready', config });
      } catch (err) {
        // ops switching a remote off is not an error worth reporting; failing to load one is
        const expected =
          err instanceof RemoteUnavailableError && (err.availability === 'disabled' || err.availability === 'missing');
        if (!expected) reportError(err, { remote: name });
        const disabled = err instanceof RemoteUnavailableError && err.availability === 'disabled';
        if (!cancelled) setState({ phase: 'unavailable', reason: disabled ? 'disabled' : 'failed' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [name, attempt, reopened, registry]);

  // stable props: a new object would make single-spa-react call the parcel's update lifecycle
  const remoteProps = useMemo<RemoteProps>(
    () => ({
      basename,
      bus,
      api,
      session$: session.session$,
      i18n,
      navigate: (to: string) => navigateRef.current(to),
      live,
    }),
    [basename, bus, api, session, i18n, live],
  );

  const retry = () => setAttempt((a) => a + 1);
  const panel = <RemoteUnavailable name={name} onRetry={retry} retrying={state.phase === 'loading' && attempt > 0} />;

  if (state.phase === 'loading') return <RemoteLoading name={name} />;
  if (state.phase === 'unavailable') return panel;
  return (
    <RemoteErrorBoundary key={attempt} remote={name} fallback={panel}>
      <Parcel
        config={state.config}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapClassName={`remote-${name}`}
        handleError={(err: Error) => {
          reportError(err, { remote: name });
          setState({ phase: 'unavailable', reason: 'failed' });
        }}
        parcelDidMount={() => bus.publish({ type: 'route/changed', pathname: window.location.pathname })}
        {...remoteProps}
      />
    </RemoteErrorBoundary>
  );
}
