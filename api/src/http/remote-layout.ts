/**
 * Registry name → URL slug under /remotes and the workspace folder that builds it, which http/static-files.ts
 * serves (ARCHITECTURE.md "Remote registry").
 */
import type { RemoteName } from 'shared-contracts';

export const REMOTE_LAYOUT: Record<RemoteName, { slug: string; dir: string }> = {
  games: { slug: 'games', dir: 'mfe-games' },
  lotteryShop: { slug: 'lottery-shop', dir: 'mfe-lottery-shop' },
  minigames: { slug: 'minigames', dir: 'mfe-minigames' },
  wallet: { slug: 'wallet', dir: 'mfe-wallet' },
  chat: { slug: 'chat', dir: 'mfe-chat' },
  backoffice: { slug: 'backoffice', dir: 'mfe-backoffice' },
};
