/**
 * POST auth/otp/request: sends a 6-digit OTP with a reference code to a phone.
 * Stores only hashes (of the OTP and of the otp_session_token). Too frequent → 429 E20002 with
 * `retry_after_seconds`: one OTP per OTP_RESEND_SECONDS and OTP_MAX_PER_HOUR per hour per phone, decided
 * atomically (parallel requests for one phone send exactly one SMS). The route is also rate-limited per IP.
 * The phone must suit the purpose (`assertPhoneFitsPurpose` below: E20026, E20020, E20001, E20000, E10001).
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { AppError, ErrorCode, type OtpRequestBody, type OtpRequestData } from 'shared-contracts';
import type { AppContext } from '../context';
import { hmac, randomToken, sha256 } from '../http/crypto';
import { assertPhoneAccountActive, assertPhoneFree, assertPhoneNotBlacklisted } from './phone-checks';

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
 * The phone checks of each purpose, before an SMS is counted or sent (auth/phone-checks.ts): REGISTER refuses a
 * blacklisted phone (E20026); FORGOT_PIN and CHANGE_PIN need the phone's account (E10001) to be active (E20001
 * banned, E20000 inactive); CHANGE_PHONE and FORGOT_PHONE need a free new phone (E20026, E20020).
 */
async function assertPhoneFitsPurpose(ctx: AppContext, body: OtpRequestBody): Promise<void> {
  switch (body.purpose) {
    case 'REGISTER':
      return assertPhoneNotBlacklisted(ctx.db, body.phone);
    case 'FORGOT_PIN':
    case 'CHANGE_PIN': {
      const user = await ctx.db.selectFrom('users').select('status').where('phone', '=', body.phone).executeTakeFirst();
      if (!user) throw new AppError(ErrorCode.NOT_FOUND, 'no account has this phone');
      return assertPhoneAccountActive(user.status);
    }
    case 'CHANGE_PHONE':
    case 'FORGOT_PHONE':
      return assertPhoneFree(ctx.db, body.phone);
    default:
      return;
  }
}

export async function requestOtp(ctx: AppContext, body: OtpRequestBody): Promise<OtpRequestData> {
  const now = ctx.clock.now();
  await assertPhoneFitsPurpose(ctx, body);
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
  const minutes = Math.round(ctx.config.otpTtlSeconds / 60);
  await ctx.sms.send(
    { phone: body.phone, text: `OTP ${otp} (Ref: ${refCode}) valid ${minutes} min`, otp, refCode },
    now,
  );
  return { otp_session_token: sessionToken, ref_code: refCode, expires_at: expiresAt.toISOString() };
}
