import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRemote, useSession, Button, Notice } from 'shared-ui';
import { walletKeys } from '../../../query-keys';
import { LoginPanel } from '../../../ui/LoginPanel';
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
  const { navigate } = useRemote();
  const session = useSession();
  const authed = session.status === 'authenticated';
  const { state, reload, accept } = useBalance({ enabled: authed });
  const { options, failed } = usePaymentOptions(authed);
  const queryClient = useQueryClient();

  if (session.status === 'anonymous') return <LoginPanel />;
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
