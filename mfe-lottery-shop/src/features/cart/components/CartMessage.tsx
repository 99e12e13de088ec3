import { useTranslation } from 'react-i18next';
import { CART_MAX_TICKETS } from 'shared-contracts';
import { Button, Notice } from 'shared-ui';
import { CartResult } from '../service/cart-result';
import type { CartActionOutcome } from '../service/cart-types';

const TONE: Record<CartResult, 'success' | 'warn' | 'error' | 'info'> = {
  UPDATED: 'success',
  UPDATE_WITH_CONFLICTED: 'warn',
  CONFLICTED: 'error',
  FULL: 'warn',
  LIMIT_EXCEEDED: 'warn',
  NOT_LOGGED_IN: 'info',
  TOO_MANY_ACTION: 'warn',
  SKIP: 'info',
  EXPIRED: 'warn',
};

/** What the last cart action did (`cart-message`, `data-result` = the result code). */
export function CartMessage({
  outcome,
  failed,
  onLogin,
}: {
  outcome: CartActionOutcome | null;
  failed: boolean;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Notice tone="error" role="alert" data-testid="cart-message" data-result="ERROR">
        {t('lotteryShop.cart.failed')}
      </Notice>
    );
  }
  if (!outcome) return null;
  return (
    <Notice tone={TONE[outcome.result]} role="status" data-testid="cart-message" data-result={outcome.result}>
      {t(`lotteryShop.cart.result.${outcome.result}`, { booked: outcome.booked ?? 0, max: CART_MAX_TICKETS })}
      {outcome.result === CartResult.NOT_LOGGED_IN && (
        <Button
          type="button"
          variant="ghost"
          css={{ marginLeft: 8, minHeight: 32, padding: '4px 12px' }}
          onClick={onLogin}
        >
          {t('lotteryShop.cart.login')}
        </Button>
      )}
    </Notice>
  );
}
