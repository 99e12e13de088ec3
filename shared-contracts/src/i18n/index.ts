/**
 * The Thai `common` namespace (docs/product.md "Players and language"): what the shell shows and what several
 * packages share. Each domain keeps its texts in its own file under ./th; they merge here. A remote's own texts
 * live in the remote (`mfe-<name>/src/i18n/th.ts`) and are registered under its own namespace when it mounts
 * (shared-ui `RemoteRoot namespace`), so a first visit does not download them and no key can clash. Thai words
 * live only in i18n.
 */
import { shell } from './th/shell';
import { gameNames } from './th/game-names';
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
