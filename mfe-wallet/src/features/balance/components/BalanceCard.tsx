import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { BrandBar, Button, Icon, theme } from 'shared-ui';
import { formatWireBaht } from 'shared-contracts';
import type { BalanceState } from '../hooks/useBalance';

// the wallet's own lines inside the brand card: the amount and the free-ticket row
const Box = styled(BrandBar)`
  padding: 18px 16px;
  .label {
    font-size: 14px;
    opacity: 0.9;
  }
  .amount {
    font-size: 34px;
    font-weight: 800;
    color: ${theme.color.goldLight};
    font-variant-numeric: tabular-nums;
    margin: 4px 0 12px;
    text-shadow: 0 1px 0 rgba(0, 0, 0, 0.3);
  }
  .amount small {
    font-size: 16px;
    font-weight: 600;
    margin-left: 6px;
  }
  .row {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    padding-top: 12px;
    border-top: 1px solid rgba(243, 214, 122, 0.35);
  }
  .free {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: 14px;
  }
  .free strong {
    color: ${theme.color.goldLight};
    font-size: 18px;
  }
`;

/**
 * The balance card, the shared-ui `BrandBar` card: balance in baht and the free-lottery ticket count (0 until loaded, docs/product.md
 * "Profile and wallet").
 */
export function BalanceCard({ state, onReload }: { state: BalanceState; onReload: () => void }) {
  const { t } = useTranslation();
  const data = state.data;
  return (
    <Box as="section" aria-busy={state.status === 'loading'}>
      <div className="label">{t('wallet.balance')}</div>
      <div className="amount">
        <span data-testid="wallet-balance" data-status={state.status}>
          {data ? formatWireBaht(data.balance) : state.status === 'failed' ? '—' : '…'}
        </span>
        <small>{t('wallet.baht')}</small>
      </div>
      <div className="row">
        <span className="free">
          <Icon name="ticket" size={18} /> {t('wallet.freeLottery')}{' '}
          <strong data-testid="wallet-free-lottery">{data?.FREE_LOTTERY ?? 0}</strong> {t('wallet.tickets')}
        </span>
        <Button
          type="button"
          variant="gold"
          aria-label={t('wallet.refresh')}
          onClick={onReload}
          disabled={state.status === 'loading'}
        >
          {state.status === 'failed' ? t('wallet.retry') : <Icon name="refresh" size={18} />}
        </Button>
      </div>
    </Box>
  );
}
