/** Design tokens: a deep red and gold lottery palette, mobile first (spec section 9 header heights). */
import { HEADER_HEIGHT } from 'shared-contracts';

export const theme = {
  color: {
    primary: '#8e0e1c',
    primaryDark: '#5c0710',
    primaryLight: '#b3192b',
    gold: '#e8b730',
    goldLight: '#f7dc85',
    goldDark: '#b8860b',
    ink: '#2a1a14',
    muted: '#7a6a62',
    surface: '#ffffff',
    background: '#f6f1e9',
    line: '#eadfce',
    success: '#1f8a4c',
    danger: '#c62828',
    warningBg: '#fff4d6',
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
