/** The lottery cart's ticket count in the header (`header-cart-badge`), shown while the cart holds tickets. */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { CountBubble, Icon, headerIconStyle, Link } from 'shared-ui';
import { useCartCount } from '../hooks/useCartCount';

const Badge = styled(Link)(headerIconStyle);

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
      <CountBubble>{count}</CountBubble>
    </Badge>
  );
}
