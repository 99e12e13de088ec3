/**
 * The round gold-on-red icon buttons of the header (the cart, the bell) and the count bubble on their corner:
 * spread `headerIconStyle` into a styled link or button, put a `CountBubble` inside (ARCHITECTURE.md
 * "Design system and fetching data").
 */
import styled from '@emotion/styled';
import { theme } from './theme';

export const headerIconStyle = {
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '2.6rem',
  height: '2.6rem',
  borderRadius: '50%',
  border: '1px solid rgba(247, 220, 133, 0.55)',
  background: 'rgba(0, 0, 0, 0.18)',
  color: theme.color.goldLight,
  cursor: 'pointer',
  svg: { width: '1.3rem', height: '1.3rem' },
  // a phone's header holds the logo, the bell, the cart, the balance and the menu: 44 px touch targets still fit
  // 360 px because the brand shows its logo alone there (shell Header)
  [theme.media.mobile]: { width: '2.75rem', height: '2.75rem' },
} as const;

/** A count on an icon's top-right corner (gold pill, dark red figures). */
export const CountBubble = styled.span({
  position: 'absolute',
  top: '-0.3rem',
  right: '-0.3rem',
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: '0 0.3rem',
  borderRadius: theme.radius.pill,
  background: theme.color.gold,
  color: theme.color.redDark,
  fontSize: '0.72rem',
  fontWeight: 800,
  display: 'grid',
  placeItems: 'center',
});
