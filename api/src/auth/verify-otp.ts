/**
 * POST auth/otp/verify: checks the OTP of an otp_session_token. Wrong → E20005 (5 wrong → E20003),
 * expired → E20004. Success returns a single-use `verified_token` (15 minutes) bound to phone and purpose.
 */
import { AppError, ErrorCode, type OtpVerifyBody, type OtpVerifyData } from 'shared-contracts';
import type { AppContext } from '../context';
import { randomToken, safeEqual, sha256 } from '../http/crypto';
import { otpHash } from './request-otp';

export const OTP_MAX_ATTEMPTS = 5;
export const VERIFIED_TOKEN_TTL_MS = 15 * 60_000;

export async function verifyOtp(ctx: AppContext, body: OtpVerifyBody): Promise<OtpVerifyData> {
  const now = ctx.clock.now();
  const hash = sha256(body.otp_session_token);
  const row = await ctx.db
    .selectFrom('otp_requests')
    .selectAll()
    .where('session_token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.OTP_INVALID, 'otp_session_token is unknown: request a new OTP');
  if (row.verified_at) throw new AppError(ErrorCode.OTP_INVALID, 'this OTP was already used: request a new OTP');
  if (row.attempts >= OTP_MAX_ATTEMPTS)
    throw new AppError(ErrorCode.OTP_VERIFY_BLOCKED, `too many wrong OTPs (${OTP_MAX_ATTEMPTS}): request a new OTP`);
  if (row.expires_at.getTime() <= now.getTime())
    throw new AppError(ErrorCode.OTP_EXPIRED, 'the OTP has expired: request a new one');
  if (!safeEqual(otpHash(ctx.config.jwtSecret, hash, body.otp), row.otp_hash)) {
    const updated = await ctx.db
      .updateTable('otp_requests')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .returning('attempts')
      .executeTakeFirstOrThrow();
    const left = Math.max(0, OTP_MAX_ATTEMPTS - updated.attempts);
    if (left === 0) throw new AppError(ErrorCode.OTP_VERIFY_BLOCKED, 'wrong OTP; no attempts left: request a new OTP');
    throw new AppError(ErrorCode.OTP_INVALID, `wrong OTP (ref ${row.ref_code}): ${left} attempts left`, {
      attempts_left: left,
    });
  }
  const verifiedToken = randomToken();
  const done = await ctx.db
    .updateTable('otp_requests')
    .set({
      verified_at: now,
      verified_token_hash: sha256(verifiedToken),
      verified_expires_at: new Date(now.getTime() + VERIFIED_TOKEN_TTL_MS),
    })
    .where('id', '=', row.id)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1)
    throw new AppError(ErrorCode.OTP_INVALID, 'this OTP was already used: request a new OTP');
  return { verified_token: verifiedToken };
}
