/**
 * The one palette and token set of the whole site, shell and remotes alike (deep red, gold, cream), with
 * spacing, typography, layout and breakpoint tokens. Mobile first: layouts are designed at 375px and widen to
 * a centred column.
 *
 * Contrast (WCAG 2.x AA, issue 14): every text colour here reaches 4.5:1 on every light surface it is used on
 * (`card`, `field`, `cream`, `goldSoft`, `line` and the soft tones), and `goldLight`/white reach it on the reds;
 * `theme.test.ts` checks those pairs. `gold` and `goldDeep` are surface and border
 * colours only (2.4:1 and 3.3:1 on white): gold text on a light surface is `goldDark`.
 */
import { HEADER_HEIGHT } from 'shared-contracts';

const color = {
  red: '#7a0c12',
  redDark: '#560509',
  redSoft: '#a3161f',
  gold: '#d4a017',
  goldLight: '#f3d67a',
  /** gold text on a light surface (4.9:1 on cream, 5.6:1 on white) */
  goldDark: '#876200',
  /** the deep end of the gold gradients (a surface colour, never text) */
  goldDeep: '#b8860b',
  goldSoft: '#fbf0cf',
  cream: '#f4f1ec',
  card: '#ffffff',
  /** the background of text inputs and selects: a touch warmer than the card */
  field: '#fffdf9',
  ink: '#2a1a14',
  /** secondary text: 5.8:1 on cream, 5:1 on `line` */
  muted: '#6b5a52',
  line: '#eadfd3',
  green: '#1f7a3a',
  greenSoft: '#e3f3e7',
  danger: '#b3261e',
  dangerSoft: '#fdeceb',
  blue: '#1d5fa7',
  blueSoft: '#e6effa',
} as const;

export const theme = {
  color,
  gradient: {
    /** the red of the brand surfaces (`BrandBar`) */
    brand: `linear-gradient(135deg, ${color.redSoft}, ${color.red} 55%, ${color.redDark})`,
    /** the gold of the main call to action */
    gold: `linear-gradient(180deg, ${color.goldLight} 0%, ${color.gold} 55%, ${color.goldDeep} 100%)`,
    /** the red of a primary button */
    red: `linear-gradient(180deg, ${color.redSoft} 0%, ${color.red} 100%)`,
  },
  radius: { sm: '8px', md: '12px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 2px 10px rgba(122, 12, 18, 0.08)',
    raised: '0 6px 18px rgba(122, 12, 18, 0.18)',
    /** under a filled button */
    button: '0 3px 10px rgba(122, 12, 18, 0.2)',
  },
  font: {
    // Thai web fonts first, then proportional Thai system fonts (never the Tlwg monospace families)
    family:
      "'Sarabun', 'Noto Sans Thai', 'Noto Sans Thai UI', 'Leelawadee UI', 'Thonburi', 'Loma', 'Waree', 'Garuda', 'Umpush', system-ui, sans-serif",
    number: "'Roboto Mono', 'Noto Sans Mono', ui-monospace, monospace",
  },
  /** The remote's page column (`Page`, `Dialog`). */
  maxWidth: '560px',
  /** Other page widths: a form on its own (login, register, messages) and the shell's wide pages (home). */
  pageWidth: { narrow: '30rem', wide: '72rem' },
  /** The shell's chrome: the sticky header (docs/product.md "Constants") and the mobile tab bar below 768px. */
  chrome: { header: HEADER_HEIGHT, tabBarHeight: '4.25rem' },
  media: { mobile: '@media (max-width: 767px)', desktop: '@media (min-width: 768px)' },
} as const;
