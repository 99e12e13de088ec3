import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRemote, useSession, Button, Card } from 'shared-ui';
import { walletKeys } from '../../../query-keys';
import { LoginPanel } from '../../../ui/LoginPanel';
import { BalanceCard, useBalance } from '../../balance';
import { ManualDepositForm, TopUpForm } from '../../deposit';
import { TransactionsList } from '../../transactions';
import { ProtectionLinkCard } from '../../player-protection';
import { usePaymentOptions } from '../../withdraw';

/**
 * `/wallet`: balance card, the way to withdraw (`/wallet/withdraw`), the deposit of each rail that is on (demo
 * top-up, declared bank transfer; `GET wallet/payment-options`, demo until it loads), transactions. Visitors are
 * asked to log in. The refresh button and a deposit load the transactions again (`walletKeys.transactions`).
 */
export function WalletPage() {
  const { t } = useTranslation();
  const { navigate } = useRemote();
  const session = useSession();
  const authed = session.status === 'authenticated';
  const { state, reload, accept } = useBalance({ enabled: authed });
  const { options, depositRails } = usePaymentOptions(authed);
  const queryClient = useQueryClient();
  const reloadTransactions = () =>
    void queryClient.invalidateQueries({ queryKey: walletKeys.transactions(session.customerCode) });

  if (session.status === 'anonymous') return <LoginPanel />;
  return (
    <div data-testid="wallet-page">
      <h1 style={{ fontSize: 20, margin: '8px 0 0' }}>{t('wallet.title')}</h1>
      <BalanceCard
        state={state}
        onReload={() => {
          reload();
          reloadTransactions();
        }}
      />
      {authed && (
        <Card data-testid="withdraw-link">
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <h2 style={{ margin: 0, flex: 1 }}>{t('wallet.withdraw')}</h2>
            <Button
              type="button"
              variant="gold"
              data-testid="withdraw-open"
              onClick={() => navigate('/wallet/withdraw')}
            >
              {t('wallet.withdraw')}
            </Button>
          </div>
        </Card>
      )}
      {depositRails.includes('demo') && (
        <TopUpForm
          onDeposited={(d) => {
            accept(d.balance);
            reloadTransactions();
          }}
        />
      )}
      {authed && depositRails.includes('manual-bank-transfer') && (
        <ManualDepositForm bankAccount={options?.deposit_bank_account ?? null} />
      )}
      {authed && <ProtectionLinkCard />}
      {authed && <TransactionsList />}
    </div>
  );
}
