/**
 * The cart tab: the booked tickets with their expiry countdown (a sync at zero shows the expired state),
 * refresh of an expired cart, remove one / remove all per number, clear, and checkout.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { CART_MAX_TICKETS, formatBaht } from 'shared-contracts';
import {
  Button,
  Card,
  Digits,
  Muted,
  Notice,
  Panel,
  Row,
  theme,
  requestLogin,
  useRemote,
  useSession,
  useSecondsUntil,
} from 'shared-ui';
import { useCartService } from '../service/cart-context';
import { formatClock } from '../../../ui/format-clock';
import { useCart } from '../hooks/useCart';
import type { CartActionOutcome } from '../service/cart-types';
import { MAX_EXPIRY_MS } from '../service/to-cart';

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 0;
  border-bottom: 1px dashed ${theme.color.line};
  .num {
    font-size: 22px;
    color: ${theme.color.red};
  }
`;

export function CartTab({
  serverOffsetMs,
  run,
  onCheckout,
  onShop,
}: {
  /** Server clock minus device clock: `expiredAt` is a server instant. */
  serverOffsetMs: number;
  run: (action: () => Promise<CartActionOutcome>) => Promise<CartActionOutcome | null>;
  onCheckout: () => void;
  onShop: () => void;
}) {
  const { t } = useTranslation();
  const { bus } = useRemote();
  const session = useSession();
  const service = useCartService();
  const cart = useCart();
  const holds = cart.totalCount > 0 && cart.status === 'ready' && cart.expiredAt < MAX_EXPIRY_MS;
  const left = useSecondsUntil(
    holds ? cart.expiredAt - serverOffsetMs : null,
    () => void service.sync().catch(() => undefined),
  );

  if (session.status === 'anonymous') {
    return (
      <Panel icon="lock" title={t('lotteryShop.cart.loginRequired')} testId="cart-login-required">
        <Button type="button" onClick={() => requestLogin(bus)} data-testid="cart-login">
          {t('lotteryShop.cart.login')}
        </Button>
      </Panel>
    );
  }
  if (cart.totalCount === 0) {
    return (
      <Panel icon="ticket" title={t('lotteryShop.cart.empty')} testId="cart-empty">
        <Button type="button" variant="gold" onClick={onShop}>
          {t('lotteryShop.shop')}
        </Button>
      </Panel>
    );
  }
  const expired = cart.status === 'expired';
  return (
    <Card data-testid="cart-tab" data-status={cart.status}>
      <h2>{t('lotteryShop.cart.title')}</h2>
      {expired ? (
        <Notice tone="warn" data-testid="cart-expired">
          {t('lotteryShop.cart.expired')}
          <div css={{ marginTop: 8 }}>
            <Button
              type="button"
              variant="gold"
              data-testid="cart-refresh"
              onClick={() => void run(() => service.refresh())}
            >
              {t('lotteryShop.cart.refresh')}
            </Button>
          </div>
        </Notice>
      ) : (
        left !== null && (
          <Muted>
            {t('lotteryShop.cart.expiresIn')}{' '}
            <Digits data-testid="cart-expiry" data-seconds={left} role="timer">
              {formatClock(left).clock}
            </Digits>
          </Muted>
        )
      )}
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {cart.items.map((item) => (
          <Item key={item.code} data-testid={`cart-item-${item.code}`}>
            <div>
              <Digits className="num">{item.code}</Digits>
              <Muted data-testid="cart-item-count" data-count={item.count}>
                {t('lotteryShop.cart.count', { count: item.count })}
              </Muted>
            </div>
            <Row>
              <Button
                type="button"
                variant="ghost"
                small
                disabled={expired}
                aria-label={t('lotteryShop.cart.removeOne')}
                data-testid={`cart-decrease-${item.code}`}
                onClick={() => void run(() => service.remove(item.code, 1))}
              >
                −1
              </Button>
              <Button
                type="button"
                variant="danger"
                small
                disabled={expired}
                data-testid={`cart-remove-${item.code}`}
                onClick={() => void run(() => service.remove(item.code, item.count))}
              >
                {t('lotteryShop.cart.remove')}
              </Button>
            </Row>
          </Item>
        ))}
      </ul>
      <p data-testid="cart-total" data-count={cart.totalCount} css={{ fontWeight: 700, margin: '12px 0 4px' }}>
        {t('lotteryShop.cart.total', {
          count: cart.totalCount,
          amount: formatBaht(cart.totalPrice, { decimals: false }),
        })}
      </p>
      <Muted>{t('lotteryShop.cart.limit', { count: CART_MAX_TICKETS })}</Muted>
      <Row css={{ marginTop: 12 }}>
        <Button type="button" variant="ghost" data-testid="cart-clear" onClick={() => void run(() => service.clear())}>
          {t('lotteryShop.cart.clear')}
        </Button>
        <Button type="button" data-testid="cart-checkout" disabled={expired} css={{ flex: 1 }} onClick={onCheckout}>
          {t('lotteryShop.cart.checkout')}
        </Button>
      </Row>
    </Card>
  );
}
