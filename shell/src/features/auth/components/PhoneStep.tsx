/**
 * Register step 1: phone -> OTP request (purpose REGISTER) -> OTP verify; hands the verified token up.
 * In development the OTP is readable at GET /api/v1/dev/sms-outbox?phone=.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THAI_PHONE_PATTERN } from 'shared-contracts';
import { Button, Notice, TextField } from 'shared-ui';
import { useShellServices } from '../../../app/shell-services';
import { authApi } from '../api/auth-api';
import { errorText } from '../utils/error-text';
import { digitsOnly } from '../utils/digits-only';
import { PhoneField } from './PhoneField';

export function PhoneStep({ onVerified }: { onVerified(phone: string, verifiedToken: string): void }) {
  const { t } = useTranslation();
  const { api } = useShellServices();
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSession, setOtpSession] = useState<{ token: string; ref: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ phone?: string; otp?: string }>({});
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  const requestOtp = () => {
    if (!THAI_PHONE_PATTERN.test(phone)) return setFieldError({ phone: t('auth.invalid.phone') });
    setFieldError({});
    void run(async () => {
      const data = await authApi.requestOtp(api, { phone, purpose: 'REGISTER' });
      setOtpSession({ token: data.otp_session_token, ref: data.ref_code });
      setOtp('');
    });
  };

  const verifyOtp = () => {
    if (!otpSession) return;
    if (!/^\d{6}$/.test(otp)) return setFieldError({ otp: t('auth.invalid.otp') });
    setFieldError({});
    void run(async () => {
      const data = await authApi.verifyOtp(api, { otp_session_token: otpSession.token, otp });
      onVerified(phone, data.verified_token);
    });
  };

  return (
    <div>
      {error && (
        <Notice tone="error" role="alert" data-testid="auth-error">
          {error}
        </Notice>
      )}
      <PhoneField value={phone} onChange={setPhone} error={fieldError.phone} disabled={!!otpSession} />
      {!otpSession ? (
        <Button type="button" variant="gold" block onClick={requestOtp} disabled={busy} data-testid="otp-request">
          {busy ? t('auth.submitting') : t('auth.requestOtp')}
        </Button>
      ) : (
        <>
          <Notice data-testid="otp-sent">{t('auth.otpSent', { phone, ref: otpSession.ref })}</Notice>
          <TextField
            label={t('auth.otp')}
            testId="otp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('auth.otpPlaceholder')}
            value={otp}
            onChange={(e) => setOtp(digitsOnly(e.target.value, 6))}
            error={fieldError.otp}
          />
          <Button type="button" variant="gold" block onClick={verifyOtp} disabled={busy} data-testid="otp-verify">
            {busy ? t('auth.submitting') : t('auth.verifyOtp')}
          </Button>
          <div css={{ display: 'flex', justifyContent: 'space-between', marginTop: '0.75rem' }}>
            <Button
              type="button"
              variant="ghost"
              small
              onClick={() => setOtpSession(null)}
              data-testid="otp-change-phone"
            >
              {t('auth.changePhone')}
            </Button>
            <Button type="button" variant="ghost" small onClick={requestOtp} disabled={busy} data-testid="otp-resend">
              {t('auth.resendOtp')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
