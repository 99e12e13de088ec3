import { useTranslation } from 'react-i18next';
import { formatWireBaht, WALLET_LOADING_DELAY_MS } from 'shared-contracts';
import { useRemote, useSession, Button, Panel } from 'shared-ui';
import { useBalance } from '../../balance';

/**
 * `/underground/success` (docs/product.md "Screens and routes"): reloads the wallet on entering, after the 0.5 s delay,
 * and publishes `wallet/balance-changed` so the shell's header shows the new balance.
 */
export function SuccessPage({ delayMs = WALLET_LOADING_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation();
  const { navigate } = useRemote();
  const session = useSession();
  const { state } = useBalance({ enabled: session.status === 'authenticated', delayMs });
  return (
    <Panel icon="check" title={t('wallet.successTitle')} testId="wallet-success-page">
      <p>{state.status === 'ready' ? t('wallet.successBody') : t('wallet.successReloading')}</p>
      <p style={{ fontSize: 15 }}>
        {t('wallet.balance')}:{' '}
        <strong data-testid="wallet-balance" data-status={state.status} style={{ fontSize: 22, color: '#7a0c12' }}>
          {state.data ? formatWireBaht(state.data.balance) : '…'}
        </strong>{' '}
        {t('wallet.baht')}
      </p>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button type="button" variant="gold" onClick={() => navigate('/gamelobby/underground')}>
          {t('wallet.toLobby')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => navigate('/wallet')}>
          {t('wallet.toWallet')}
        </Button>
      </div>
    </Panel>
  );
}
