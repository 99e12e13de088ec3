import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatThaiDateTime, formatWireBaht, maskAccountNumber } from 'shared-contracts';
import { Card, Chip, theme } from 'shared-ui';
import { dashedRows, STATUS_TONE } from '../../../ui/status-rows';
import { useMyWithdrawals } from '../hooks/usePaymentOptions';

const List = styled.ul`
  ${dashedRows('minmax(0, 1fr) auto', '8px 0')}
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
            <Chip tone={STATUS_TONE[w.status]}>{t(`wallet.status.${w.status}`)}</Chip>
            <span className="meta">
              {formatThaiDateTime(w.requested_at)} ·{' '}
              {t(`banks.${w.bank_account.bank_code}`, { defaultValue: w.bank_account.bank_code })}{' '}
              {maskAccountNumber(w.bank_account.bank_account_number)}
              {w.reason ? ` · ${w.reason}` : ''}
            </span>
          </li>
        ))}
      </List>
    </Card>
  );
}
