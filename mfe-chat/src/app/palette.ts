/** The site's red and gold palette, repeated here because remotes never import the shell. */
export const palette = {
  primary: '#8e0e1c',
  primaryDark: '#5c0710',
  primaryLight: '#b3192b',
  gold: '#e8b730',
  goldLight: '#f7dc85',
  goldDark: '#b8860b',
  ink: '#2a1a14',
  muted: '#7a6a62',
  line: '#eadfce',
  background: '#f6f1e9',
  cardShadow: '0 6px 18px rgba(92, 7, 16, 0.08)',
} as const;
