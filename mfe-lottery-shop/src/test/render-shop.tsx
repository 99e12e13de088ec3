/** The lottery shop in component tests: the kit's `renderRemote` (`shared-ui/testing`) bound to its root. */
import type { HttpClient } from 'shared-contracts';
import { renderRemote } from 'shared-ui/testing';
import { LotteryShopRoot } from '../app/LotteryShopRoot';

/** Renders the shop root at `path` (default: /lottery/thai), as the shell mounts it. */
export function renderShop(opts: { api: HttpClient; path?: string; visitor?: boolean }) {
  return renderRemote(LotteryShopRoot, { ...opts, basename: '/lottery', path: opts.path ?? '/lottery/thai' });
}
