/**
 * The summary tab: the cart summary (79 baht each, promotions, discount), FREE_LOTTERY tickets to use,
 * the price the limitation check answers, and the purchase button. The data and the purchase (one
 * Idempotency-Key per submission, kept for retries of that same submission) are `useSummaryStep`'s.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { ErrorCode, formatWireBaht, type LotteryBetSlip } from 'shared-contracts';
import { Button, Card, Chip, Digits, Muted, Notice, Row, TextField, theme } from 'shared-ui';
import { useSummaryStep } from '../hooks/useSummaryStep';

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
  const { summary, check, uses, maxUses, setUses, remark, setRemark, error, busy, buy } = useSummaryStep(onDone);

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
                    {t('lotteryShop.baht', { amount: formatWireBaht(i.price, { decimals: false }) })}
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
          <Muted>
            {t('lotteryShop.summary.unit', { price: formatWireBaht(summary.unit_price, { decimals: false }) })}
          </Muted>
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
            <TextField
              label={t('lotteryShop.summary.freeUse', { count: summary.free_lottery })}
              type="number"
              min={0}
              max={maxUses}
              value={uses}
              testId="summary-uses"
              onChange={(e) => setUses(Math.trunc(Number(e.target.value) || 0))}
            />
          )}
        </>
      )}
      <TextField
        label={t('lotteryShop.summary.remark')}
        value={remark}
        maxLength={100}
        testId="summary-remark"
        onChange={(e) => setRemark(e.target.value)}
      />
      <Lines>
        <dt>{t('lotteryShop.summary.totalPrice')}</dt>
        <dd data-testid="summary-total">{formatWireBaht(check?.total_price ?? summary?.total_price ?? 0)}</dd>
        <dt>{t('lotteryShop.summary.discount')}</dt>
        <dd data-testid="summary-discount">
          {(check?.discount ?? summary?.discount ?? 0) > 0 ? '−' : ''}
          {formatWireBaht(check?.discount ?? summary?.discount ?? 0)}
        </dd>
        <dt>{t('lotteryShop.summary.pay')}</dt>
        <dd className="pay" data-testid="summary-pay">
          {check ? formatWireBaht(check.pay_amount) : '—'}
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
          onClick={buy}
        >
          {t('lotteryShop.summary.confirm')}
        </Button>
      </Row>
    </Card>
  );
}
