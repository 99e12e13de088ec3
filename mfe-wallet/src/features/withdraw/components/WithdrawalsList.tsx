import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatThaiDateTime, formatWireBaht, type TransactionStatus } from 'shared-contracts';
import { Card, Chip, theme, type ChipTone } from 'shared-ui';
import { useMyWithdrawals } from '../hooks/usePaymentOptions';

const TONE: Record<TransactionStatus, ChipTone> = { PENDING: 'gold', SUCCESS: 'green', CANCEL: 'red' };

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 8px;
    padding: 8px 0;
    border-bottom: 1px dashed ${theme.color.line};
  }
  li:last-child {
    border-bottom: 0;
  }
  .meta {
    font-size: 12px;
    color: ${theme.color.muted};
    overflow-wrap: anywhere;
  }
`;

/** The player's latest withdrawals with their status (PENDING until ops decide; a rejection's reason shown). */
export function WithdrawalsList() {
  const { t } = useTranslation();
  const items = useMyWithdrawals();
  if (!items || items.length === 0) return null;
  return (
    <Card data-testid="withdrawals-list">
      <h2>{t('wallet.withdrawPending')}</h2>
      <List>
        {items.map((w) => (
          <li key={w.withdrawal_id} data-testid="withdrawal" data-status={w.status}>
            <strong>{formatWireBaht(w.amount)}</strong>
            <Chip tone={TONE[w.status]}>{t(`wallet.status.${w.status}`)}</Chip>
            <span className="meta">
              {formatThaiDateTime(w.requested_at)} · {w.bank_account.bank_code} {w.bank_account.bank_account_number}
              {w.reason ? ` · ${w.reason}` : ''}
            </span>
          </li>
        ))}
      </List>
    </Card>
  );
}
