/**
 * /register: step 1 verifies the phone by OTP (OtpStep, purpose REGISTER), step 2 sets the PIN and bank account;
 * then the session starts.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, accountPageTexts } from 'shared-contracts';
import { ButtonLink, Notice, Page, theme, Link, Navigate, useNavigate, useSearchParams } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';
import { useSession } from '../../session';
import { clearLanding, landingUtm, readLanding } from '../../invite';
import { AuthCard } from './AuthCard';
import { FlowSteps } from './FlowSteps';
import { OtpStep } from './OtpStep';
import { AccountStep } from './AccountStep';
import { authApi } from '../api/auth-api';
import { usePageTexts } from '../../i18n';
import { errorText } from '../utils/error-text';

export function RegisterPage() {
  usePageTexts(accountPageTexts);
  const { t } = useTranslation();
  const { api, session: store, storage } = useShellServices();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // the landing's `?ref=` and UTM fields, kept since the first page (features/invite/utils/landing-storage.ts)
  const [landing] = useState(() => readLanding(storage));
  const [verified, setVerified] = useState<{ phone: string; token: string } | null>(null);
  // the proved phone already has an account: say so now and offer the login (issue 23: it was refused only after
  // the whole account step)
  const [registered, setRegistered] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.status === 'authenticated' && !busy) return <Navigate to="/" replace />;

  return (
    <Page as="main" narrow>
      <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
        <FlowSteps steps={[t('auth.stepPhone'), t('auth.stepAccount')]} active={verified ? 1 : 0} />
        {registered ? (
          <Notice tone="warn" role="alert" data-testid="phone-registered">
            {t('account.phoneRegistered', { phone: registered })}
            <div css={{ marginTop: '0.75rem' }}>
              <ButtonLink
                to="/login"
                variant="gold"
                data-testid="phone-registered-login"
                onClick={() => storage.setItem(STORAGE_KEYS.phoneNumberLogin, registered)}
              >
                {t('header.login')}
              </ButtonLink>
            </div>
          </Notice>
        ) : !verified ? (
          <OtpStep
            errorTestId="auth-error"
            send={(phone) => authApi.requestOtp(api, { phone, purpose: 'REGISTER' })}
            onVerified={(phone, token, data) =>
              data.phone_registered ? setRegistered(phone) : setVerified({ phone, token })
            }
          />
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
              initialInviteCode={params.get('ref') ?? params.get('invite') ?? landing.ref ?? ''}
              onSubmit={async (fields) => {
                setBusy(true);
                setError(null);
                try {
                  const data = await authApi.register(api, {
                    ...landingUtm(landing),
                    ...fields,
                    verified_token: verified.token,
                  });
                  clearLanding(storage);
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
