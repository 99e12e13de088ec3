/**
 * POST auth/otp/request: sends a 6-digit OTP with a reference code to a phone.
 * Stores only hashes (of the OTP and of the otp_session_token). Too frequent → E20002.
 */
import crypto from 'node:crypto';
import { AppError, ErrorCode, type OtpRequestBody, type OtpRequestData } from 'shared-contracts';
import type { AppContext } from '../context';
import { hmac, randomToken, sha256 } from '../http/crypto';

/** A new OTP may be requested for the same phone this often (seconds). */
export const OTP_RESEND_SECONDS = 60;
/** At most this many OTPs per phone per hour. */
export const OTP_MAX_PER_HOUR = 5;

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

export function otpHash(secret: string, sessionTokenHash: string, otp: string): string {
  return hmac(secret, `${sessionTokenHash}:${otp}`);
}

export async function requestOtp(ctx: AppContext, body: OtpRequestBody): Promise<OtpRequestData> {
  const now = ctx.clock.now();
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const recent = await ctx.db
    .selectFrom('otp_requests')
    .select(['created_at'])
    .where('phone', '=', body.phone)
    .where('created_at', '>', hourAgo)
    .orderBy('created_at', 'desc')
    .execute();
  const last = recent[0];
  if (last) {
    const wait = OTP_RESEND_SECONDS - Math.floor((now.getTime() - last.created_at.getTime()) / 1000);
    if (wait > 0) {
      throw new AppError(
        ErrorCode.OTP_REQUEST_BLOCKED,
        `an OTP was sent less than ${OTP_RESEND_SECONDS} s ago: retry in ${wait} s`,
        {
          retry_after_seconds: wait,
        },
      );
    }
  }
  if (recent.length >= OTP_MAX_PER_HOUR) {
    throw new AppError(ErrorCode.OTP_REQUEST_BLOCKED, `at most ${OTP_MAX_PER_HOUR} OTPs per hour for one phone`, {
      retry_after_seconds: 3600,
    });
  }
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
