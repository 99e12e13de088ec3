import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatThaiDateTime, formatWireBaht, isLedgerTransferKind } from 'shared-contracts';
import { Card, Chip, Notice, theme } from 'shared-ui';
import { dashedRows, STATUS_TONE } from '../../../ui/status-rows';
import { useTransactions } from '../hooks/useTransactions';

const List = styled.ul`
  ${dashedRows('1fr auto', '10px 0')}
  .kind {
    font-weight: 700;
  }
  .amount {
    font-weight: 800;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .plus {
    color: ${theme.color.green};
  }
  .minus {
    color: ${theme.color.danger};
  }
  .meta {
    font-size: 12px;
    color: ${theme.color.muted};
  }
  .right {
    text-align: right;
  }
`;

/**
 * The transactions list (newest first, `useTransactions`): each kind's Thai label (LEDGER_TRANSFER_KINDS, one per
 * kind), the signed amount, the status (a withdraw stays PENDING until ops decide, then SUCCESS or CANCEL).
 */
export function TransactionsList() {
  const { t } = useTranslation();
  const { items, failed } = useTransactions();

  return (
    <Card>
      <h2>{t('wallet.history')}</h2>
      {failed && <Notice tone="error">{t('wallet.errors.generic')}</Notice>}
      {!items && !failed && <Notice>{t('wallet.loading')}</Notice>}
      <List data-testid="transactions-list" data-count={items?.length ?? 0}>
        {items?.length === 0 && <li className="meta">{t('wallet.empty')}</li>}
        {items?.map((tx) => (
          <li key={tx.transaction_id} data-testid="transaction" data-kind={tx.kind} data-status={tx.status}>
            <span className="kind">{t(`wallet.kind.${isLedgerTransferKind(tx.kind) ? tx.kind : 'other'}`)}</span>
            <span className={`amount ${tx.amount < 0 ? 'minus' : 'plus'}`}>
              {tx.amount > 0 ? '+' : ''}
              {formatWireBaht(tx.amount)}
            </span>
            <span className="meta">
              {formatThaiDateTime(tx.created_at)}{' '}
              {tx.status === 'SUCCESS' ? (
                `· ${t('wallet.status.SUCCESS')}`
              ) : (
                <Chip tone={STATUS_TONE[tx.status]} data-testid="transaction-status">
                  {t(`wallet.status.${tx.status}`)}
                </Chip>
              )}
            </span>
            <span className="meta right">{t('wallet.balanceAfter', { amount: formatWireBaht(tx.balance_after) })}</span>
          </li>
        ))}
      </List>
    </Card>
  );
}
