/**
 * The OTP step of registration and the account flows: a phone (typed, or `fixedPhone` for the player's own) →
 * `send` → the 6-digit OTP → `auth/otp/verify` → `onVerified(phone, verifiedToken)`. A stored OTP session (`saved`)
 * resumes at the OTP input; `onSent` lets the page store a new one. Wrong → E20005, expired → E20004 (the Thai
 * texts of errors.*). In development the OTP is readable at GET /api/v1/dev/sms-outbox?phone=.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AppError,
  ErrorCode,
  THAI_PHONE_PATTERN,
  type OtpRequestData,
  type OtpVerifyData,
  accountPageTexts,
} from 'shared-contracts';
import { Button, Notice, TextField, useSecondsUntil } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';
import { authApi } from '../api/auth-api';
import { errorText } from '../utils/error-text';
import { digitsOnly } from '../utils/digits-only';
import { PhoneField } from './PhoneField';
import { usePageTexts } from '../../i18n';

export interface OtpSession {
  phone: string;
  token: string;
  ref: string;
}

export interface OtpStepProps {
  /** The phone the OTP goes to when the player does not type one (shown as given, e.g. masked). */
  fixedPhone?: string;
  /** The label of the typed phone (e.g. "new phone"). */
  phoneLabel?: string;
  saved?: OtpSession | null;
  send(phone: string): Promise<OtpRequestData>;
  /** A Thai error text for a typed phone the flow refuses before asking the server, else null. */
  checkPhone?(phone: string): string | null;
  onSent?(session: OtpSession, data: OtpRequestData): void;
  /** `data`: the whole answer (REGISTER: `phone_registered`). */
  onVerified(phone: string, verifiedToken: string, data: OtpVerifyData): void;
  /** The `data-testid` of the error notice: `account-error` (account flows) unless told (`auth-error`: register). */
  errorTestId?: string;
}

/** "45 วินาที", or "12 นาที" past 90 seconds. */
function waitText(seconds: number, t: (key: string, opts?: Record<string, unknown>) => string): string {
  return seconds > 90
    ? t('account.waitMinutes', { count: Math.ceil(seconds / 60) })
    : t('account.waitSeconds', { count: seconds });
}

export function OtpStep({
  fixedPhone,
  phoneLabel,
  saved,
  send,
  checkPhone,
  onSent,
  onVerified,
  errorTestId = 'account-error',
}: OtpStepProps) {
  usePageTexts(accountPageTexts);
  const { t } = useTranslation();
  const { api } = useShellServices();
  const [phone, setPhone] = useState(saved?.phone ?? '');
  const [otp, setOtp] = useState('');
  const [session, setSession] = useState<OtpSession | null>(saved ?? null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ phone?: string; otp?: string }>({});
  const [busy, setBusy] = useState(false);
  // when another OTP may be asked for (device ms): from the server's resend_after_seconds, or its E20002 wait
  const [resendAt, setResendAt] = useState<number | null>(null);
  const resendIn = useSecondsUntil(resendAt) ?? 0;

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      const seconds =
        err instanceof AppError && err.code === ErrorCode.OTP_REQUEST_BLOCKED
          ? Number((err.details as { retry_after_seconds?: unknown } | null)?.retry_after_seconds)
          : NaN;
      if (Number.isFinite(seconds) && seconds > 0) {
        setResendAt(Date.now() + seconds * 1000);
        setError(t('account.otpWait', { wait: waitText(seconds, t) }));
      } else setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  const requestOtp = () => {
    if (fixedPhone === undefined) {
      if (!THAI_PHONE_PATTERN.test(phone)) return setFieldError({ phone: t('auth.invalid.phone') });
      const refused = checkPhone?.(phone) ?? null;
      if (refused) return setFieldError({ phone: refused });
    }
    setFieldError({});
    void run(async () => {
      const data = await send(phone);
      const next = { phone, token: data.otp_session_token, ref: data.ref_code };
      setSession(next);
      setOtp('');
      if (data.resend_after_seconds) setResendAt(Date.now() + data.resend_after_seconds * 1000);
      onSent?.(next, data);
    });
  };

  const verifyOtp = () => {
    if (!session) return;
    if (!/^\d{6}$/.test(otp)) return setFieldError({ otp: t('auth.invalid.otp') });
    setFieldError({});
    void run(async () => {
      const data = await authApi.verifyOtp(api, { otp_session_token: session.token, otp });
      onVerified(session.phone, data.verified_token, data);
    });
  };

  const shownPhone = fixedPhone ?? session?.phone ?? phone;
  return (
    <div>
      {error && (
        <Notice tone="error" role="alert" data-testid={errorTestId}>
          {error}
        </Notice>
      )}
      {fixedPhone === undefined ? (
        <PhoneField
          value={phone}
          onChange={setPhone}
          error={fieldError.phone}
          disabled={!!session}
          label={phoneLabel}
        />
      ) : (
        !session && <Notice data-testid="otp-target">{t('account.otpTo', { phone: fixedPhone })}</Notice>
      )}
      {!session ? (
        <Button type="button" variant="gold" block onClick={requestOtp} disabled={busy} data-testid="otp-request">
          {busy ? t('auth.submitting') : t('auth.requestOtp')}
        </Button>
      ) : (
        <>
          <Notice data-testid="otp-sent">{t('auth.otpSent', { phone: shownPhone, ref: session.ref })}</Notice>
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
          <div css={{ display: 'flex', justifyContent: 'space-between', marginTop: '0.75rem', gap: '0.5rem' }}>
            {fixedPhone === undefined ? (
              <Button
                type="button"
                variant="ghost"
                small
                onClick={() => setSession(null)}
                data-testid="otp-change-phone"
              >
                {t('auth.changePhone')}
              </Button>
            ) : (
              <span />
            )}
            <Button
              type="button"
              variant="ghost"
              small
              onClick={requestOtp}
              disabled={busy || resendIn > 0}
              data-testid="otp-resend"
              data-seconds={resendIn}
            >
              {resendIn > 0 ? t('account.resendOtpIn', { wait: waitText(resendIn, t) }) : t('auth.resendOtp')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
