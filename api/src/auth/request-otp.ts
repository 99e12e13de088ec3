/**
 * POST auth/otp/request: sends a 6-digit OTP with a reference code to a phone.
 * Stores only hashes (of the OTP and of the otp_session_token). Too frequent → 429 E20002 with
 * `retry_after_seconds`: one OTP per OTP_RESEND_SECONDS and OTP_MAX_PER_HOUR per hour per phone, decided
 * atomically (parallel requests for one phone send exactly one SMS). The route is also rate-limited per IP.
 *
 * No phone enumeration (issue 20): whether a phone has an account never changes the answer. A phone that cannot
 * use the purpose (FORGOT_PIN / CHANGE_PIN without an account; FORGOT_PHONE / CHANGE_PHONE to a phone another
 * account has) gets the same 200 `{otp_session_token, ref_code, expires_at}`, the same throttle and a stored
 * request, but no SMS: nobody can verify it, so the flow goes no further. The account's status (E20001 banned,
 * E20000 inactive) and a taken phone (E20020) are told at the end of the flow, only to whoever proved the phone.
 * A blacklisted phone is still refused at once for REGISTER, FORGOT_PHONE and CHANGE_PHONE (E20026: it says
 * nothing about accounts). REGISTER sends to a registered phone too; E20020 comes at registration.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { AppError, ErrorCode, type OtpRequestBody, type OtpRequestData } from 'shared-contracts';
import type { AppContext } from '../context';
import { hmac, randomToken, sha256 } from '../http/crypto';
import { assertPhoneNotBlacklisted } from './phone-checks';

/** A new OTP may be requested for the same phone this often (seconds). */
export const OTP_RESEND_SECONDS = 60;
/** At most this many OTPs per phone per hour. */
export const OTP_MAX_PER_HOUR = 5;

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

export function otpHash(secret: string, sessionTokenHash: string, otp: string): string {
  return hmac(secret, `${sessionTokenHash}:${otp}`);
}

/**
 * Takes one send from the phone's `otp_phone` throttle row, or refuses with E20002. One statement decides
 * both rules (OTP_RESEND_SECONDS since the last send, OTP_MAX_PER_HOUR per hour window) and counts the
 * send: concurrent requests for one phone queue on the row, so exactly one of them passes.
 */
async function takeOtpSend(ctx: AppContext, phone: string, now: Date): Promise<void> {
  const gapAgo = new Date(now.getTime() - OTP_RESEND_SECONDS * 1000);
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const taken = await sql<{ attempts: number }>`
    INSERT INTO auth_throttles AS t (scope, key, attempts, window_start, last_at, updated_at)
    VALUES ('otp_phone', ${phone}, 1, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz)
    ON CONFLICT (scope, key) DO UPDATE SET
      attempts = CASE WHEN t.window_start <= ${hourAgo}::timestamptz THEN 1 ELSE t.attempts + 1 END,
      window_start = CASE WHEN t.window_start <= ${hourAgo}::timestamptz THEN ${now}::timestamptz ELSE t.window_start END,
      last_at = ${now}::timestamptz,
      updated_at = ${now}::timestamptz
    WHERE t.last_at <= ${gapAgo}::timestamptz
      AND (t.window_start <= ${hourAgo}::timestamptz OR t.attempts < ${OTP_MAX_PER_HOUR}::int)
    RETURNING t.attempts`.execute(ctx.db);
  if (taken.rows.length === 1) return;

  const row = await ctx.db
    .selectFrom('auth_throttles')
    .select(['last_at', 'window_start'])
    .where('scope', '=', 'otp_phone')
    .where('key', '=', phone)
    .executeTakeFirst();
  const wait = row ? OTP_RESEND_SECONDS - Math.floor((now.getTime() - row.last_at.getTime()) / 1000) : 1;
  if (wait > 0) {
    throw new AppError(
      ErrorCode.OTP_REQUEST_BLOCKED,
      `an OTP was sent less than ${OTP_RESEND_SECONDS} s ago: retry in ${wait} s`,
      { retry_after_seconds: wait },
    );
  }
  const retry = Math.max(1, Math.ceil((row!.window_start.getTime() + 3_600_000 - now.getTime()) / 1000));
  throw new AppError(ErrorCode.OTP_REQUEST_BLOCKED, `at most ${OTP_MAX_PER_HOUR} OTPs per hour for one phone`, {
    retry_after_seconds: retry,
  });
}

/**
 * Whether an OTP of `body.purpose` is due to `body.phone` (auth/phone-checks.ts): refuses only a blacklisted phone
 * where a phone is being added (REGISTER, CHANGE_PHONE, FORGOT_PHONE: E20026); false (answer, send nothing) for
 * FORGOT_PIN / CHANGE_PIN without an account and for CHANGE_PHONE / FORGOT_PHONE to a phone an account has.
 */
async function otpIsDue(ctx: AppContext, body: OtpRequestBody): Promise<boolean> {
  const hasAccount = async () =>
    (await ctx.db.selectFrom('users').select('id').where('phone', '=', body.phone).executeTakeFirst()) !== undefined;
  switch (body.purpose) {
    case 'REGISTER':
      await assertPhoneNotBlacklisted(ctx.db, body.phone);
      return true;
    case 'FORGOT_PIN':
    case 'CHANGE_PIN':
      return hasAccount();
    case 'CHANGE_PHONE':
    case 'FORGOT_PHONE':
      await assertPhoneNotBlacklisted(ctx.db, body.phone);
      return !(await hasAccount());
    default:
      return true;
  }
}

export async function requestOtp(ctx: AppContext, body: OtpRequestBody): Promise<OtpRequestData> {
  const now = ctx.clock.now();
  const due = await otpIsDue(ctx, body);
  await takeOtpSend(ctx, body.phone, now);
  const otp = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const refCode = Array.from({ length: 4 }, () => REF_ALPHABET[crypto.randomInt(REF_ALPHABET.length)]).join('');
  const sessionToken = randomToken();
  const sessionTokenHash = sha256(sessionToken);
  const expiresAt = new Date(now.getTime() + ctx.config.otpTtlSeconds * 1000);
  await ctx.db
    .insertInto('otp_requests')
    .values({
      phone: body.phone,
      purpose: body.purpose,
      session_token_hash: sessionTokenHash,
      otp_hash: otpHash(ctx.config.jwtSecret, sessionTokenHash, otp),
      ref_code: refCode,
      expires_at: expiresAt,
      created_at: now,
    })
    .execute();
  if (!due) {
    ctx.log.info({ purpose: body.purpose }, 'OTP request for a phone that cannot use it: answered, no SMS sent');
    return {
      otp_session_token: sessionToken,
      ref_code: refCode,
      expires_at: expiresAt.toISOString(),
      resend_after_seconds: OTP_RESEND_SECONDS,
    };
  }
  const minutes = Math.round(ctx.config.otpTtlSeconds / 60);
  await ctx.sms.send(
    { phone: body.phone, text: `OTP ${otp} (Ref: ${refCode}) valid ${minutes} min`, otp, refCode },
    now,
  );
  return {
    otp_session_token: sessionToken,
    ref_code: refCode,
    expires_at: expiresAt.toISOString(),
    resend_after_seconds: OTP_RESEND_SECONDS,
  };
}
