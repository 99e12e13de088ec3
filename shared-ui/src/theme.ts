/**
 * The lottery palette shared with the shell header (deep red, gold, cream) and spacing/typography
 * tokens. Mobile first: layouts are designed at 375px and widen to a centred column.
 */
export const theme = {
  color: {
    red: '#7a0c12',
    redDark: '#560509',
    redSoft: '#a3161f',
    gold: '#d4a017',
    goldLight: '#f3d67a',
    goldDark: '#b8860b',
    goldSoft: '#fbf0cf',
    cream: '#f4f1ec',
    card: '#ffffff',
    ink: '#2a1a14',
    muted: '#7d6b62',
    line: '#eadfd3',
    green: '#1f7a3a',
    greenSoft: '#e3f3e7',
    danger: '#b3261e',
    dangerSoft: '#fdeceb',
    blue: '#1d5fa7',
    blueSoft: '#e6effa',
  },
  radius: { sm: '8px', md: '12px', lg: '16px', pill: '999px' },
  shadow: { card: '0 2px 10px rgba(122, 12, 18, 0.08)', raised: '0 6px 18px rgba(122, 12, 18, 0.18)' },
  font: {
    family: "'Sarabun', 'Noto Sans Thai', 'Loma', 'Garuda', 'Waree', system-ui, sans-serif",
    number: "'Roboto Mono', 'Noto Sans Mono', ui-monospace, monospace",
  },
  maxWidth: '560px',
} as const;
