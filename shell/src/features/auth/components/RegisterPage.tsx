/** /register: step 1 verifies the phone by OTP, step 2 sets the PIN and bank account; then the session starts. */
import { useState } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Notice, Page, theme, Link, Navigate, useNavigate, useSearchParams } from 'shared-ui';
import { useShellServices } from '../../../app/shell-services';
import { useSession } from '../../session';
import { AuthCard } from './AuthCard';
import { PhoneStep } from './PhoneStep';
import { AccountStep } from './AccountStep';
import { authApi } from '../api/auth-api';
import { errorText } from '../utils/error-text';

const Steps = styled.ol({ display: 'flex', gap: '0.5rem', listStyle: 'none', padding: 0, margin: '0 0 1.25rem' });
const Step = styled.li<{ active: boolean }>(({ active }) => ({
  flex: 1,
  padding: '0.5rem 0.6rem',
  borderRadius: theme.radius.sm,
  fontSize: '0.85rem',
  fontWeight: 700,
  textAlign: 'center',
  background: active ? theme.color.goldSoft : theme.color.cream,
  color: active ? theme.color.red : theme.color.muted,
  border: `1px solid ${active ? theme.color.gold : theme.color.line}`,
}));

export function RegisterPage() {
  const { t } = useTranslation();
  const { api, session: store } = useShellServices();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [verified, setVerified] = useState<{ phone: string; token: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.status === 'authenticated' && !busy) return <Navigate to="/" replace />;

  return (
    <Page as="main" narrow>
      <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
        <Steps>
          <Step active={!verified}>{t('auth.stepPhone')}</Step>
          <Step active={!!verified}>{t('auth.stepAccount')}</Step>
        </Steps>
        {!verified ? (
          <PhoneStep onVerified={(phone, token) => setVerified({ phone, token })} />
        ) : (
          <>
            <Notice tone="success" data-testid="otp-verified">
              {t('auth.otpVerified')} · {verified.phone}
            </Notice>
            {error && (
              <Notice tone="error" role="alert" data-testid="auth-error">
                {error}
              </Notice>
            )}
            <AccountStep
              busy={busy}
              initialInviteCode={params.get('invite') ?? ''}
              onSubmit={async (fields) => {
                setBusy(true);
                setError(null);
                try {
                  const data = await authApi.register(api, { ...fields, verified_token: verified.token });
                  store.signIn(data);
                  navigate('/', { replace: true });
                } catch (err) {
                  setError(errorText(err, t));
                } finally {
                  setBusy(false);
                }
              }}
            />
          </>
        )}
        <p css={{ textAlign: 'center', margin: '1.25rem 0 0', color: theme.color.muted }}>
          {t('auth.haveAccount')}{' '}
          <Link to="/login" css={{ color: theme.color.red, fontWeight: 700 }}>
            {t('header.login')}
          </Link>
        </p>
      </AuthCard>
    </Page>
  );
}
