/** The lottery cart's ticket count in the header (`header-cart-badge`), shown while the cart holds tickets. */
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon, theme } from 'shared-ui';
import { useCartCount } from '../hooks/useCartCount';

const Badge = styled(Link)({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '2.6rem',
  height: '2.6rem',
  borderRadius: '50%',
  border: '1px solid rgba(247, 220, 133, 0.55)',
  background: 'rgba(0, 0, 0, 0.18)',
  color: theme.color.goldLight,
  svg: { width: '1.3rem', height: '1.3rem' },
  [theme.media.mobile]: { width: '2.2rem', height: '2.2rem' },
});
const Count = styled.span({
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

export function CartBadge() {
  const { t } = useTranslation();
  const count = useCartCount();
  if (!count) return null;
  return (
    <Badge
      to="/lottery/thai?tab=cart"
      aria-label={t('header.cart', { count })}
      data-testid="header-cart-badge"
      data-count={count}
    >
      <Icon name="ticket" />
      <Count>{count}</Count>
    </Badge>
  );
}
