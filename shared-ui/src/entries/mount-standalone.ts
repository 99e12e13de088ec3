/**
 * A remote's standalone page (`npm run dev -w mfe-<name>`, ARCHITECTURE.md "Remotes and the shell"):
 * mounts the same parcel the shell mounts, with `createStandaloneProps` (its own bus, a fetch client,
 * the stored-token session, Thai i18n), into `#root`. Its own entry, `shared-ui/standalone`, outside the shared
 * `shared-ui` singleton: the shell's pages never download the standalone set-up (nor single-spa with it).
 */
import { mountRootParcel, type Parcel } from 'single-spa';
import { createStandaloneProps } from 'shared-contracts/browser';
import type { RemoteParcel } from './create-remote-parcel';
import { withinBasename } from '../remote-kit/within-basename';

export function mountStandalone(
  parcel: RemoteParcel,
  opts: {
    /** The remote's name, for the parcel and the bus log (`[games bus]`). */
    name: string;
    /** `RemoteProps.basename`, as the shell would pass it ('/' for a remote served on several roots). */
    basename: string;
    /** Where a page opened outside `roots` goes first, e.g. '/gamelobby/underground'. */
    defaultPath: string;
    /** The paths this remote serves (default: `[basename]`), e.g. ['/wallet', '/underground/success']. */
    roots?: readonly string[];
  },
): Parcel {
  const domElement = document.getElementById('root');
  if (!domElement) throw new Error('#root is missing from index.html');
  const roots = opts.roots ?? [opts.basename];
  if (!roots.some((root) => withinBasename(window.location.pathname, root)))
    window.history.replaceState(null, '', opts.defaultPath);
  const props = createStandaloneProps(opts.basename);
  // the remote's own router listens to popstate; a pushState alone would not re-render it
  const navigate = (to: string) => {
    props.navigate(to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  props.bus.events$.subscribe((e) => console.info(`[${opts.name} bus]`, e));
  return mountRootParcel({ ...parcel, name: `${opts.name}-standalone` }, { domElement, ...props, navigate });
}
