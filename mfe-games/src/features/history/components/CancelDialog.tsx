import styled from '@emotion/styled';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatBaht, formatThaiDateTime, type CancelFeeData } from 'shared-contracts';
import { Button, Notice, theme } from 'shared-ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(42, 26, 20, 0.5);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
`;

const Sheet = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  background: #fff;
  border-radius: ${theme.radius.lg};
  padding: 16px;
  box-shadow: ${theme.shadow.raised};
  h3 {
    margin: 0 0 8px;
    color: ${theme.color.red};
  }
  p {
    margin: 4px 0;
  }
  .actions {
    display: flex;
    gap: 8px;
    margin-top: 12px;
  }
  .actions > * {
    flex: 1;
  }
`;

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
  // portalled to the body so the shell's fixed header and tab bar never cover it
  return createPortal(
    <Backdrop onClick={onDismiss}>
      <Sheet role="dialog" aria-modal="true" data-testid="cancel-dialog" onClick={(e) => e.stopPropagation()}>
        <h3>{t('lobby.cancelTitle')}</h3>
        {!fee && <p>{t('lobby.checkingFee')}</p>}
        {fee && !fee.cancellable && (
          <Notice tone="warn" data-testid="cancel-not-allowed">
            {t('lobby.cancelNotAllowed')}
          </Notice>
        )}
        {fee && fee.cancellable && (
          <>
            <p>{t('lobby.cancelBody', { count: fee.lines.length, amount: baht(fee.total_amount) })}</p>
            <p data-testid="cancel-fee" data-fee={fee.total_fee}>
              {t('lobby.cancelFee', { fee: baht(fee.total_fee) })}
            </p>
            <p data-testid="cancel-refund">
              <strong>{t('lobby.cancelRefund', { refund: baht(fee.refund) })}</strong>
            </p>
            {fee.cancellable_until && (
              <p style={{ fontSize: 12, color: theme.color.muted }}>
                {t('lobby.cancelUntil', { time: formatThaiDateTime(fee.cancellable_until) })}
              </p>
            )}
          </>
        )}
        {error && (
          <Notice tone="error" role="alert" data-testid="cancel-error">
            {error}
          </Notice>
        )}
        <div className="actions">
          <Button type="button" variant="ghost" data-testid="cancel-dismiss" onClick={onDismiss} disabled={busy}>
            {t('lobby.cancelDismiss')}
          </Button>
          {fee?.cancellable && (
            <Button type="button" variant="danger" data-testid="cancel-confirm" onClick={onConfirm} disabled={busy}>
              {t('lobby.cancelConfirm')}
            </Button>
          )}
        </div>
      </Sheet>
    </Backdrop>,
    document.body,
  );
}
