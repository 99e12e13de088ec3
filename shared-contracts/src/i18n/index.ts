/**
 * The Thai `common` namespace (docs/product.md "Players and language").
 * Each domain keeps its texts in its own file under ./th; they merge here. Thai words live only in i18n.
 */
import { shell } from './th/shell';
import { games } from './th/games';
import { wallet } from './th/wallet';
import { playerProtection } from './th/player-protection';
import { partialCancel } from './th/partial-cancel';
import { notifications } from './th/notifications';

export const thCommon = {
  ...shell,
  ...games,
  ...wallet,
  ...playerProtection,
  ...partialCancel,
  ...notifications,
} as const;

export const i18nResources = { th: { common: thCommon } } as const;
export type ThCommon = typeof thCommon;
