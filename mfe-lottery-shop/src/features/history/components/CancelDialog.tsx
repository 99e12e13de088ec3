/**
 * Confirms a partial cancel after showing what it costs: the chosen tickets' price, the fee the server
 * quotes (`cancel-fee/partial`) and the refund. A bottom sheet on phones, centred from 560px.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatWireBaht, type LotteryCancelFeeData } from 'shared-contracts';
import { Button, Dialog, Digits, Icon, Muted, Notice, theme } from 'shared-ui';

const Lines = styled.dl`
  margin: 12px 0 0;
  padding: 12px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.cream};
  div {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 4px 0;
    font-size: 15px;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .refund {
    border-top: 1px dashed ${theme.color.line};
    margin-top: 4px;
    padding-top: 8px;
  }
  .refund dt,
  .refund dd {
    color: ${theme.color.green};
    font-weight: 700;
    font-size: 17px;
  }
`;

export function CancelDialog({
  whole,
  quote,
  busy,
  error,
  onConfirm,
  onDismiss,
}: {
  whole: boolean;
  quote: LotteryCancelFeeData | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const price = quote ? quote.tickets.reduce((s, tk) => s + (bahtToSatang(tk.price) ?? 0), 0) / 100 : 0;
  return (
    <Dialog
      title={
        <>
          <Icon name="warning" size={22} />
          {whole ? t('lotteryShop.history.cancel.titleSlip') : t('lotteryShop.history.cancel.title')}
        </>
      }
      testId="shop-cancel-dialog"
      onDismiss={busy ? undefined : onDismiss}
      actions={
        <>
          <Button type="button" variant="ghost" data-testid="shop-cancel-dismiss" onClick={onDismiss} disabled={busy}>
            {t('partialCancel.dismiss')}
          </Button>
          {quote?.cancellable && (
            <Button
              type="button"
              variant="danger"
              data-testid="shop-cancel-confirm"
              onClick={onConfirm}
              disabled={busy}
            >
              {t('partialCancel.confirm')}
            </Button>
          )}
        </>
      }
    >
      {!quote && !error && <Muted data-testid="shop-cancel-loading">{t('partialCancel.checking')}</Muted>}
      {quote && !quote.cancellable && (
        <Notice tone="warn" data-testid="shop-cancel-not-allowed">
          {t('partialCancel.notAllowed')}
        </Notice>
      )}
      {quote?.cancellable && (
        <>
          <Muted>
            {t('lotteryShop.history.cancel.body', { count: quote.tickets.length, amount: formatWireBaht(price) })}
          </Muted>
          <Muted>
            {quote.tickets.map((tk) => (
              <Digits key={tk.ticket_id} css={{ color: theme.color.red, marginRight: 12 }}>
                {tk.number}
              </Digits>
            ))}
          </Muted>
          <Lines>
            <div data-testid="shop-cancel-fee" data-fee={quote.total_fee}>
              <dt>
                {t('partialCancel.fee')} {quote.fee_percent}%
              </dt>
              <dd>{t('partialCancel.amount', { amount: formatWireBaht(quote.total_fee) })}</dd>
            </div>
            <div className="refund" data-testid="shop-cancel-refund" data-refund={quote.total_refund}>
              <dt>{t('partialCancel.refund')}</dt>
              <dd>{t('partialCancel.amount', { amount: formatWireBaht(quote.total_refund) })}</dd>
            </div>
          </Lines>
          <Muted css={{ fontSize: 12.5 }}>{t('partialCancel.window')}</Muted>
        </>
      )}
      {error && (
        <Notice tone="error" role="alert" data-testid="shop-cancel-error">
          {error}
        </Notice>
      )}
    </Dialog>
  );
}
