/**
 * The Thai `common` namespace (docs/product.md "Players and language"): what the shell shows and what several
 * packages share. Each domain keeps its texts in its own file under ./th; they merge here. A remote's own texts
 * (`gamesTexts`, `walletTexts`, `lotteryShopTexts`...) are added to `common` when it mounts, so a first visit
 * does not download them. Thai words live only in i18n.
 */
import { shell } from './th/shell';
import { gameNames } from './th/games';
import { playerProtection } from './th/player-protection';
import { partialCancel } from './th/partial-cancel';
import { notifications } from './th/notifications';

export const thCommon = {
  ...shell,
  ...gameNames,
  ...playerProtection,
  ...partialCancel,
  ...notifications,
} as const;

export const i18nResources = { th: { common: thCommon } } as const;
export type ThCommon = typeof thCommon;
