/**
 * The Thai `common` namespace (spec section 9: one locale, Thai display, default namespace `common`).
 * Each domain keeps its texts in its own file under ./th; they merge here. Thai words live only in i18n.
 */
import { shell } from './th/shell';
import { games } from './th/games';
import { wallet } from './th/wallet';

export const thCommon = { ...shell, ...games, ...wallet } as const;

export const i18nResources = { th: { common: thCommon } } as const;
export type ThCommon = typeof thCommon;
