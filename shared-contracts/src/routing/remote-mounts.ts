/**
 * Where the shell mounts each remote (docs/product.md "Screens and routes"). `path` is a react-router pattern;
 * `basename` is what the remote receives as `RemoteProps.basename`: the first segment of the mount,
 * so a remote sees the rest of the path (e.g. `/hanoi` under `/gamelobby`, `/success` under `/underground`).
 * A remote reads the current path from the bus's `route/changed` events (the shell publishes one on
 * every location change and once right after mounting) and navigates with `RemoteProps.navigate`.
 */
import type { RemoteName } from '../remote';

export interface RemoteMount {
  remote: RemoteName;
  path: string;
  basename: string;
}

export const REMOTE_MOUNTS: readonly RemoteMount[] = [
  { remote: 'games', path: '/gamelobby/*', basename: '/gamelobby' },
  { remote: 'lotteryShop', path: '/lottery/*', basename: '/lottery' },
  { remote: 'minigames', path: '/minigame/*', basename: '/minigame' },
  { remote: 'wallet', path: '/wallet/*', basename: '/wallet' },
  { remote: 'wallet', path: '/underground/success', basename: '/underground' },
  { remote: 'chat', path: '/chat/*', basename: '/chat' },
  // the ops console (issue 10): lazily, like every remote; its screens and the API refuse players
  { remote: 'backoffice', path: '/backoffice/*', basename: '/backoffice' },
];

/** The path inside a remote: pathname minus the basename, always starting with '/'. */
export function pathWithinRemote(pathname: string, basename: string): string {
  if (basename === '/' || !pathname.startsWith(basename)) return pathname || '/';
  const rest = pathname.slice(basename.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
