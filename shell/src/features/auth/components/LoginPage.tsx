/**
 * /login: phone and 6-digit PIN; on success the session starts and the player returns where they were. The phone
 * of the last successful login is kept under the spec's local key `phone_number_login` and filled in next time.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AppError,
  PIN_PATTERN,
  STORAGE_KEYS,
  THAI_PHONE_PATTERN,
  accountPageTexts,
  formatThaiDateTime,
} from 'shared-contracts';
import { Button, Notice, Page, theme, Link, Navigate, useLocation, useNavigate } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';
import { useSession } from '../../session';
import { AuthCard } from './AuthCard';
import { PhoneField } from './PhoneField';
import { PinField } from './PinField';
import { authApi } from '../api/auth-api';
import { errorText } from '../utils/error-text';
import { usePageTexts } from '../../i18n';

export function LoginPage() {
  usePageTexts(accountPageTexts);
  const { t } = useTranslation();
  const { api, session: store, storage } = useShellServices();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [phone, setPhone] = useState(() => storage.getItem(STORAGE_KEYS.phoneNumberLogin) ?? '');
  const [pin, setPin] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.status === 'authenticated' && !busy) return <Navigate to={from} replace />;

  const phoneError = touched && !THAI_PHONE_PATTERN.test(phone) ? t('auth.invalid.phone') : null;
  const pinError = touched && !PIN_PATTERN.test(pin) ? t('auth.invalid.pin') : null;

  /** A wrong PIN says how many tries are left before the lock, and when it is locked, until when. */
  const loginErrorText = (err: unknown): string => {
    const details = err instanceof AppError ? (err.details as Record<string, unknown> | null) : null;
    if (err instanceof AppError && err.code === 'B5V003' && typeof details?.attempts_left === 'number')
      return t('account.wrongPinLeft', { count: details.attempts_left });
    if (err instanceof AppError && err.code === 'B5V002' && typeof details?.blocked_until === 'string')
      return t('account.pinLockedUntil', { time: formatThaiDateTime(details.blocked_until) });
    return errorText(err, t);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!THAI_PHONE_PATTERN.test(phone) || !PIN_PATTERN.test(pin)) return;
    setBusy(true);
    setError(null);
    try {
      const data = await authApi.login(api, { phone, pin });
      store.signIn(data);
      storage.setItem(STORAGE_KEYS.phoneNumberLogin, phone);
      navigate(from, { replace: true });
    } catch (err) {
      setError(loginErrorText(err));
      setPin('');
      // the server's answer is the one message: the emptied PIN field is not a mistake of the player's
      setTouched(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page as="main" narrow>
      <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
        <form onSubmit={submit} noValidate>
          {error && (
            <Notice tone="error" role="alert" data-testid="auth-error">
              {error}
            </Notice>
          )}
          <PhoneField value={phone} onChange={setPhone} error={phoneError} />
          <PinField value={pin} onChange={setPin} error={pinError} />
          <Button type="submit" variant="gold" block disabled={busy} data-testid="login-submit">
            {busy ? t('auth.submitting') : t('auth.submitLogin')}
          </Button>
        </form>
        <p css={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem', margin: '1rem 0 0' }}>
          <Link to="/forgot-pin" css={{ color: theme.color.red, fontWeight: 700 }} data-testid="forgot-pin-link">
            {t('account.forgotPinLink')}
          </Link>
          <Link to="/forgot-phone" css={{ color: theme.color.red, fontWeight: 700 }} data-testid="forgot-phone-link">
            {t('account.forgotPhoneLink')}
          </Link>
        </p>
        <p css={{ textAlign: 'center', margin: '1.25rem 0 0', color: theme.color.muted }}>
          {t('auth.noAccount')}{' '}
          <Link to="/register" css={{ color: theme.color.red, fontWeight: 700 }}>
            {t('header.register')}
          </Link>
        </p>
      </AuthCard>
    </Page>
  );
}
