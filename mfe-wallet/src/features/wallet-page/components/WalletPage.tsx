import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogin } from '../../../app/request-login';
import { useRemote } from '../../../app/useRemote';
import { useSession } from '../../../app/useSession';
import { Button, Panel } from 'shared-ui';
import { BalanceCard, useBalance } from '../../balance';
import { TopUpForm } from '../../deposit';
import { TransactionsList } from '../../transactions';
import { ProtectionLinkCard } from '../../player-protection';

/** `/wallet`: balance card, demo-rail top-up, transactions. Visitors are asked to log in. */
export function WalletPage() {
  const { t } = useTranslation();
  const { bus } = useRemote();
  const session = useSession();
  const authed = session.status === 'authenticated';
  const { state, reload, accept } = useBalance({ enabled: authed });
  const [version, setVersion] = useState(0);

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
          setVersion((v) => v + 1);
        }}
      />
      <TopUpForm
        onDeposited={(d) => {
          accept(d.balance);
          setVersion((v) => v + 1);
        }}
      />
      {authed && <ProtectionLinkCard />}
      {authed && <TransactionsList version={version} />}
    </div>
  );
}
