import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatBaht, formatThaiDateTime, type CancelFeeData } from 'shared-contracts';
import { Button, Dialog, Notice, theme } from 'shared-ui';

const baht = (n: number) => formatBaht(bahtToSatang(n) ?? 0);

/**
 * Confirms a cancel after showing its cost: the lines' stake, the fee the server quotes
 * (`cancel-fee/partial`) and the refund. A quote that is not cancellable only explains why.
 */
export function CancelDialog({
  fee,
  busy,
  error,
  onConfirm,
  onDismiss,
}: {
  fee: CancelFeeData | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('lobby.cancelTitle')}
      testId="cancel-dialog"
      onDismiss={onDismiss}
      actions={
        <>
          <Button type="button" variant="ghost" data-testid="cancel-dismiss" onClick={onDismiss} disabled={busy}>
            {t('partialCancel.dismiss')}
          </Button>
          {fee?.cancellable && (
            <Button type="button" variant="danger" data-testid="cancel-confirm" onClick={onConfirm} disabled={busy}>
              {t('partialCancel.confirm')}
            </Button>
          )}
        </>
      }
    >
      {!fee && <p>{t('partialCancel.checking')}</p>}
      {fee && !fee.cancellable && (
        <Notice tone="warn" data-testid="cancel-not-allowed">
          {t('partialCancel.notAllowed')}
        </Notice>
      )}
      {fee && fee.cancellable && (
        <>
          <p>{t('lobby.cancelBody', { count: fee.lines.length, amount: baht(fee.total_amount) })}</p>
          <p data-testid="cancel-fee" data-fee={fee.total_fee}>
            {t('partialCancel.fee')} {t('partialCancel.amount', { amount: baht(fee.total_fee) })}
          </p>
          <p data-testid="cancel-refund">
            <strong>
              {t('partialCancel.refund')} {t('partialCancel.amount', { amount: baht(fee.refund) })}
            </strong>
          </p>
          {fee.cancellable_until && (
            <p style={{ fontSize: 12, color: theme.color.muted }}>
              {t('partialCancel.until', { time: formatThaiDateTime(fee.cancellable_until) })}
            </p>
          )}
        </>
      )}
      {error && (
        <Notice tone="error" role="alert" data-testid="cancel-error">
          {error}
        </Notice>
      )}
    </Dialog>
  );
}
