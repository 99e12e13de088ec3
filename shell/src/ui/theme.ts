/** Design tokens: a deep red and gold lottery palette, mobile first (header heights: docs/product.md "Constants"). */
import { HEADER_HEIGHT } from 'shared-contracts';
import { theme as tokens } from 'shared-ui';

export const theme = {
  // one palette for the whole site: the shell names the shared-ui tokens the remotes use
  color: {
    primary: tokens.color.red,
    primaryDark: tokens.color.redDark,
    primaryLight: tokens.color.redSoft,
    gold: tokens.color.gold,
    goldLight: tokens.color.goldLight,
    goldDark: tokens.color.goldDark,
    ink: tokens.color.ink,
    muted: tokens.color.muted,
    surface: tokens.color.card,
    background: tokens.color.cream,
    line: tokens.color.line,
    success: tokens.color.green,
    danger: tokens.color.danger,
    warningBg: tokens.color.goldSoft,
  },
  radius: { sm: '8px', md: '14px', lg: '20px', pill: '999px' },
  shadow: {
    card: '0 6px 18px rgba(92, 7, 16, 0.08)',
    raised: '0 10px 28px rgba(92, 7, 16, 0.18)',
  },
  // Thai web fonts first, then proportional Thai system fonts (never the Tlwg monospace families)
  font: `'Sarabun', 'Noto Sans Thai', 'Noto Sans Thai UI', 'Leelawadee UI', 'Thonburi', 'Loma', 'Waree', 'Garuda', 'Umpush', system-ui, sans-serif`,
  header: HEADER_HEIGHT,
  tabBarHeight: '4.25rem',
  mobile: '@media (max-width: 767px)',
  desktop: '@media (min-width: 768px)',
} as const;
