import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestLogin, useRemote, useSession, Button, Notice, Panel } from 'shared-ui';
import { walletKeys } from '../../../query-keys';
import { BalanceCard, useBalance } from '../../balance';
import { usePaymentOptions } from '../hooks/usePaymentOptions';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawalsList } from './WithdrawalsList';

/**
 * `/wallet/withdraw` (issue 11): the balance, the withdraw form (bank account, limit left today, amount, confirm)
 * and the player's withdrawals with their status. A withdraw reloads the options (limit left), the withdrawals
 * and the transactions.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const { bus, navigate } = useRemote();
  const session = useSession();
  const authed = session.status === 'authenticated';
  const { state, reload, accept } = useBalance({ enabled: authed });
  const { options, failed } = usePaymentOptions(authed);
  const queryClient = useQueryClient();

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
  const code = session.customerCode;
  return (
    <div data-testid="withdraw-page">
      <h1 style={{ fontSize: 20, margin: '8px 0 0' }}>{t('wallet.withdrawTitle')}</h1>
      <BalanceCard state={state} onReload={reload} />
      {failed && <Notice tone="error">{t('wallet.errors.generic')}</Notice>}
      {options && (
        <WithdrawForm
          options={options}
          balance={state.data?.balance ?? null}
          onWithdrawn={(r) => {
            accept(r.balance);
            for (const key of [
              walletKeys.paymentOptions(code),
              walletKeys.withdrawals(code),
              walletKeys.transactions(code),
            ])
              void queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      )}
      {authed && <WithdrawalsList />}
      <Button type="button" variant="outline" block data-testid="withdraw-back" onClick={() => navigate('/wallet')}>
        {t('wallet.toWallet')}
      </Button>
    </div>
  );
}
