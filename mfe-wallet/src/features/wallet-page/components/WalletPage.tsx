import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestLogin, useRemote, useSession, Button, Panel } from 'shared-ui';
import { walletKeys } from '../../../query-keys';
import { BalanceCard, useBalance } from '../../balance';
import { TopUpForm } from '../../deposit';
import { TransactionsList } from '../../transactions';
import { ProtectionLinkCard } from '../../player-protection';

/**
 * `/wallet`: balance card, demo-rail top-up, transactions. Visitors are asked to log in. The refresh button
 * and a deposit load the transactions again (`walletKeys.transactions`).
 */
export function WalletPage() {
  const { t } = useTranslation();
  const { bus } = useRemote();
  const session = useSession();
  const authed = session.status === 'authenticated';
  const { state, reload, accept } = useBalance({ enabled: authed });
  const queryClient = useQueryClient();
  const reloadTransactions = () =>
    void queryClient.invalidateQueries({ queryKey: walletKeys.transactions(session.customerCode) });

  if (session.status === 'anonymous') {
    return (
      <Panel icon="lock" title={t('wallet.loginTitle')} testId="wallet-login">
        <p>{t('wallet.loginBody')}</p>
        <Button type="button" onClick={() => requestLogin(bus)}>
          {t('wallet.login')}
        </Button>
      </Panel>
    );
  }
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
      <TopUpForm
        onDeposited={(d) => {
          accept(d.balance);
          reloadTransactions();
        }}
      />
      {authed && <ProtectionLinkCard />}
      {authed && <TransactionsList />}
    </div>
  );
}
