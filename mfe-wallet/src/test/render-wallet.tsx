/** The wallet remote in component tests: the kit's `renderRemote` (`shared-ui/testing`) bound to its root. */
import type { HttpClient } from 'shared-contracts';
import { renderRemote } from 'shared-ui/testing';
import { WalletRoot } from '../app/WalletRoot';

/** Renders the wallet root at `path` (default: /wallet), as the shell mounts it. */
export function renderWallet(opts: { api: HttpClient; path?: string; visitor?: boolean }) {
  return renderRemote(WalletRoot, { ...opts, basename: '/', path: opts.path ?? '/wallet' });
}
