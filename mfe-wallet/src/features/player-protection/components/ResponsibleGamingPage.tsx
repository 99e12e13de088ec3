import { useTranslation } from 'react-i18next';
import { Button, Notice, Panel, requestLogin, useRemote, useSession } from 'shared-ui';
import { useProtectionSettings } from '../hooks/useProtectionSettings';
import { LimitsCard } from './LimitsCard';
import { RealityCheckCard } from './RealityCheckCard';
import { SelfExclusionCard } from './SelfExclusionCard';

/** `/wallet/limits`: the player's limits, reality-check interval and self-exclusion. */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const { bus, navigate } = useRemote();
  const session = useSession();
  const { state, retry } = useProtectionSettings();

  if (session.status === 'anonymous') {
    return (
      <Panel icon="lock" title={t('wallet.loginTitle')} testId="wallet-login">
        <Button type="button" onClick={() => requestLogin(bus)}>
          {t('wallet.login')}
        </Button>
      </Panel>
    );
  }
  return (
    <div data-testid="protection-page">
      <Button type="button" variant="ghost" onClick={() => navigate('/wallet')} style={{ marginTop: 8 }}>
        ‹ {t('protection.back')}
      </Button>
      <h1 style={{ fontSize: 20, margin: '12px 0 4px' }}>{t('protection.title')}</h1>
      <p style={{ margin: 0, fontSize: 14, lineHeight: 1.6 }}>{t('protection.intro')}</p>
      {state.status === 'loading' && <Notice>{t('protection.loading')}</Notice>}
      {state.status === 'failed' && (
        <Notice tone="error" role="alert">
          {t('protection.loadFailed')}{' '}
          <Button type="button" variant="ghost" onClick={retry}>
            {t('protection.retry')}
          </Button>
        </Notice>
      )}
      {state.status === 'ready' && (
        <>
          <LimitsCard initial={state.data.limits} />
          <RealityCheckCard initialMinutes={state.data.intervalMinutes} />
          <SelfExclusionCard serverOffsetMs={state.data.serverOffsetMs} />
        </>
      )}
    </div>
  );
}
