import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { SHOP_TIMES, TICKET_UNIT_PRICE_SATANG, formatBaht, formatThaiDrawDate } from 'shared-contracts';
import { BrandBar, Icon, theme, useSecondsUntil } from 'shared-ui';
import { formatClock } from '../../../ui/format-clock';
import type { ShopRound } from '../api/fetch-shop-round';

// the shop's own lines inside the brand card: draw date, countdown and round status
const Header = styled(BrandBar)`
  .sub {
    margin: 2px 0 0;
    font-size: 14px;
    opacity: 0.9;
  }
  .clock {
    font-family: ${theme.font.number};
    font-size: 20px;
    font-weight: 700;
    color: ${theme.color.goldLight};
  }
  .status {
    background: rgba(0, 0, 0, 0.25);
    border-radius: ${theme.radius.pill};
    padding: 2px 10px;
    font-size: 13px;
    font-weight: 700;
  }
`;

const CartButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 6px 12px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.gold};
  background: ${theme.gradient.gold};
  color: ${theme.color.redDark};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  .count {
    min-width: 22px;
    height: 22px;
    padding: 0 6px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.red};
    color: #fff;
    font-size: 13px;
    display: inline-grid;
    place-items: center;
  }
`;

/**
 * The shop's header, the shared-ui `BrandBar` card: title, draw date (Buddhist era), the day's close and payout
 * times (13:00 and 16:16, product-spec section 9), close countdown, status and the cart badge.
 */
export function ShopHeader({
  round,
  cartCount,
  onCart,
  onZero,
}: {
  round: ShopRound;
  cartCount: number;
  onCart: () => void;
  onZero: () => void;
}) {
  const { t } = useTranslation();
  const at = round.seconds === null ? null : round.loadedAt + round.seconds * 1000;
  const left = useSecondsUntil(at, onZero);
  const drawDate = round.data?.current_round?.end_date ?? null;
  const clock = left === null ? null : formatClock(left);
  return (
    <Header
      testId="shop-header"
      title={t('lotteryShop.title')}
      subtitle={t('lotteryShop.subtitle', { price: formatBaht(TICKET_UNIT_PRICE_SATANG, { decimals: false }) })}
      aside={
        <CartButton
          type="button"
          onClick={onCart}
          data-testid="shop-cart-badge"
          data-count={cartCount}
          aria-label={t('lotteryShop.cart.badge', { count: cartCount })}
        >
          <Icon name="ticket" size={18} />
          <span className="count" data-testid="shop-cart-count">
            {cartCount}
          </span>
        </CartButton>
      }
      footer={
        <>
          <div>
            <div className="sub" data-testid="shop-draw-date" data-date={drawDate ?? ''}>
              {drawDate ? t('lotteryShop.drawDate', { date: formatThaiDrawDate(drawDate) }) : t('lotteryShop.noRound')}
            </div>
            <div className="sub" data-testid="shop-times">
              {t('lotteryShop.times', { close: SHOP_TIMES.close, payout: SHOP_TIMES.payout })}
            </div>
            {clock && (
              <div className="sub">
                {t('lotteryShop.closesIn')}{' '}
                <span className="clock" data-testid="shop-countdown" role="timer">
                  {clock.days > 0 ? `${t('lotteryShop.days', { count: clock.days })} ` : ''}
                  {clock.clock}
                </span>
              </div>
            )}
          </div>
          <span className="status" data-testid="shop-round-status" data-status={round.status}>
            {t(`lotteryShop.status.${round.status}`)}
          </span>
        </>
      }
    />
  );
}
