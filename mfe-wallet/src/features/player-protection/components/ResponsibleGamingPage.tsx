import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerLimitsData } from 'shared-contracts';
import { Button, Notice, Panel } from 'shared-ui';
import { requestLogin } from '../../../app/request-login';
import { useRemote } from '../../../app/useRemote';
import { useSession } from '../../../app/useSession';
import { protectionApi } from '../api/protection-api';
import { LimitsCard } from './LimitsCard';
import { RealityCheckCard } from './RealityCheckCard';
import { SelfExclusionCard } from './SelfExclusionCard';

/** `serverOffsetMs`: the server's clock minus this device's, from the limits' `as_of`. */
type Loaded = { limits: PlayerLimitsData; intervalMinutes: number; serverOffsetMs: number };

/** `/wallet/limits`: the player's limits, reality-check interval and self-exclusion. */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const { api, bus, navigate } = useRemote();
  const session = useSession();
  const authed = session.status === 'authenticated';
  const [state, setState] = useState<{ status: 'loading' | 'failed' } | { status: 'ready'; data: Loaded }>({
    status: 'loading',
  });

  const load = useCallback(() => {
    setState({ status: 'loading' });
    return Promise.all([protectionApi.limits(api), protectionApi.realityCheck(api)])
      .then(([limits, reality]) =>
        setState({
          status: 'ready',
          data: {
            limits,
            intervalMinutes: reality.interval_minutes,
            serverOffsetMs: Date.parse(limits.as_of) - Date.now(),
          },
        }),
      )
      .catch(() => setState({ status: 'failed' }));
  }, [api]);

  useEffect(() => {
    if (authed) void load();
  }, [authed, load]);

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
          <Button type="button" variant="ghost" onClick={() => void load()}>
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
