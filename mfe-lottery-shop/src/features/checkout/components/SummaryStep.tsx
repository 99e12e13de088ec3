/**
 * The summary tab: the cart summary (79 baht each, promotions, discount), FREE_LOTTERY tickets to use,
 * the price the limitation check answers, and the purchase (one Idempotency-Key per submission, kept
 * for retries of that same submission).
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorCode,
  bahtToSatang,
  type LotteryBetLimitationData,
  type LotteryBetSlip,
  type LotteryCartSummary,
} from 'shared-contracts';
import { newIdempotencyKey } from 'shared-contracts/browser';
import { Button, Card, Notice, theme } from 'shared-ui';
import { errorCode } from '../../../app/error-code';
import { useCartService } from '../../../app/cart-context';
import { useRemote } from '../../../app/useRemote';
import { bahtText } from '../../../ui/baht';
import { Chip, Digits, Field, Muted, Row } from '../../../ui/styles';
import { fetchCartSummary } from '../../cart';
import { checkLimitation, placeLotteryBet } from '../api/checkout-api';

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 12px;
  margin: 12px 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
  }
  .pay {
    font-size: 20px;
    color: ${theme.color.red};
  }
`;

/** Refusals with their own Thai text, `lotteryShop.summary.errors.{code}` (anything else: generic). */
const KNOWN_ERRORS: readonly string[] = [
  ErrorCode.EXPECTATION_FAILED,
  ErrorCode.NOT_ENOUGH_MONEY,
  ErrorCode.LIMITATION_CHANGE,
  ErrorCode.ROUND_CLOSED,
  ErrorCode.FORCE_CLOSED,
  ErrorCode.TRANSACTION_REACHED_MAXIMUM,
  ErrorCode.INVALID_FIRST_TIME_PROMOTION,
  ErrorCode.INVALID_BUY_GET_FREE_PROMOTION,
  ErrorCode.LOSS_LIMIT_REACHED,
  ErrorCode.SELF_EXCLUDED,
  ErrorCode.TOO_MANY_REQUESTS,
];

export function SummaryStep({ onBack, onDone }: { onBack: () => void; onDone: (slip: LotteryBetSlip) => void }) {
  const { t } = useTranslation();
  const { api, bus } = useRemote();
  const cart = useCartService();
  const [summary, setSummary] = useState<LotteryCartSummary | null>(null);
  const [check, setCheck] = useState<LotteryBetLimitationData | null>(null);
  const [uses, setUses] = useState(0);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key] = useState(newIdempotencyKey);

  useEffect(() => {
    let live = true;
    fetchCartSummary(api).then(
      (s) => live && setSummary(s),
      (e) => live && setError(errorCode(e) ?? 'generic'),
    );
    return () => {
      live = false;
    };
  }, [api]);
  useEffect(() => {
    let live = true;
    checkLimitation(api, { remark: '', uses }).then(
      (c) => {
        if (!live) return;
        setCheck(c);
        setError(null);
      },
      (e) => live && setError(errorCode(e) ?? 'generic'),
    );
    return () => {
      live = false;
    };
  }, [api, uses]);

  const maxUses = Math.min(summary?.free_lottery ?? 0, summary?.total_count ?? 0);
  const buy = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = { remark: remark.trim(), uses };
      await checkLimitation(api, body);
      const slip = await placeLotteryBet(api, body, key);
      bus.publish({
        type: 'bet/placed',
        gameCode: 'LOTTH',
        slipId: slip.slip_id,
        totalSatang: bahtToSatang(slip.paid_amount.toFixed(2)) ?? 0,
      });
      bus.publish({ type: 'wallet/balance-changed' });
      await cart.sync().catch(() => undefined);
      onDone(slip);
    } catch (e) {
      setError(errorCode(e) ?? 'generic');
      await cart.sync().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-testid="summary-step">
      <h2>{t('lotteryShop.summary.title')}</h2>
      {summary && (
        <>
          <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {summary.items.map((i) => (
              <li
                key={i.number}
                data-testid={`summary-item-${i.number}`}
                css={{ padding: '6px 0', borderBottom: `1px dashed ${theme.color.line}` }}
              >
                <Row css={{ justifyContent: 'space-between' }}>
                  <Digits css={{ fontSize: 20, color: theme.color.red }}>{i.number}</Digits>
                  <span>
                    {t('lotteryShop.cart.count', { count: i.amount })} ·{' '}
                    {t('lotteryShop.baht', { amount: bahtText(i.price, false) })}
                  </span>
                </Row>
                {i.promotion_type && (
                  <Chip tone="gold" data-testid="summary-item-promotion">
                    {t(`lotteryShop.summary.promotion.${i.promotion_type}`, { count: 0 })}
                  </Chip>
                )}
              </li>
            ))}
          </ul>
          <Muted>{t('lotteryShop.summary.unit', { price: bahtText(summary.unit_price, false) })}</Muted>
          {summary.promotions.length > 0 && (
            <Row css={{ margin: '8px 0' }} data-testid="summary-promotions">
              {summary.promotions.map((p) => (
                <Chip key={p.promotion_type} tone="gold" data-promotion={p.promotion_type}>
                  {t(`lotteryShop.summary.promotion.${p.promotion_type}`, { count: p.free_tickets })}
                </Chip>
              ))}
            </Row>
          )}
          {summary.free_lottery > 0 && (
            <Field>
              {t('lotteryShop.summary.freeUse', { count: summary.free_lottery })}
              <input
                type="number"
                min={0}
                max={maxUses}
                value={uses}
                data-testid="summary-uses"
                onChange={(e) => setUses(Math.min(maxUses, Math.max(0, Math.trunc(Number(e.target.value) || 0))))}
              />
            </Field>
          )}
        </>
      )}
      <Field>
        {t('lotteryShop.summary.remark')}
        <input
          value={remark}
          maxLength={100}
          data-testid="summary-remark"
          onChange={(e) => setRemark(e.target.value)}
        />
      </Field>
      <Lines>
        <dt>{t('lotteryShop.summary.totalPrice')}</dt>
        <dd data-testid="summary-total">{bahtText(check?.total_price ?? summary?.total_price ?? 0)}</dd>
        <dt>{t('lotteryShop.summary.discount')}</dt>
        <dd data-testid="summary-discount">
          {(check?.discount ?? summary?.discount ?? 0) > 0 ? '−' : ''}
          {bahtText(check?.discount ?? summary?.discount ?? 0)}
        </dd>
        <dt>{t('lotteryShop.summary.pay')}</dt>
        <dd className="pay" data-testid="summary-pay">
          {check ? bahtText(check.pay_amount) : '—'}
        </dd>
      </Lines>
      {error && (
        <Notice tone="error" role="alert" data-testid="summary-error" data-code={error}>
          {t(`lotteryShop.summary.errors.${KNOWN_ERRORS.includes(error) ? error : 'generic'}`)}
        </Notice>
      )}
      <Row>
        <Button type="button" variant="ghost" onClick={onBack} data-testid="summary-back">
          {t('lotteryShop.summary.back')}
        </Button>
        <Button
          type="button"
          css={{ flex: 1 }}
          disabled={busy || !summary || summary.total_count === 0}
          data-testid="summary-confirm"
          onClick={() => void buy()}
        >
          {t('lotteryShop.summary.confirm')}
        </Button>
      </Row>
    </Card>
  );
}
