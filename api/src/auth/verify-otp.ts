/**
 * POST auth/otp/verify: checks the OTP of an otp_session_token. Wrong → E20005 with `attempts_left`
 * (the OTP_MAX_ATTEMPTS-th wrong one → E20003), expired → E20004, unknown or already used → E20005.
 * Success returns a single-use `verified_token` (15 minutes) bound to phone and purpose; for REGISTER also whether
 * the phone already has an account (`phone_registered`: told to whoever proved the phone, never before the OTP).
 *
 * Race-proof: the attempt is counted by the same UPDATE that checks the limit (`attempts < max`, still
 * unverified, unexpired), before any comparison; a request that gets no row compares nothing. However
 * many guesses arrive at once, at most OTP_MAX_ATTEMPTS codes are ever compared, and the right code
 * after them is refused (E20003). Success is a conditional update that still requires the row unverified.
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, type OtpVerifyBody, type OtpVerifyData } from 'shared-contracts';
import type { AppContext } from '../context';
import { randomToken, safeEqual, sha256 } from '../http/crypto';
import { otpHash } from './request-otp';

export const OTP_MAX_ATTEMPTS = 5;
export const VERIFIED_TOKEN_TTL_MS = 15 * 60_000;

/** Why no attempt could be counted: read after the counting UPDATE found no row. */
async function refusal(ctx: AppContext, hash: string, now: Date): Promise<AppError> {
  const row = await ctx.db
    .selectFrom('otp_requests')
    .select(['verified_at', 'attempts', 'expires_at'])
    .where('session_token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return new AppError(ErrorCode.OTP_INVALID, 'otp_session_token is unknown: request a new OTP');
  if (row.verified_at) return new AppError(ErrorCode.OTP_INVALID, 'this OTP was already used: request a new OTP');
  if (row.attempts >= OTP_MAX_ATTEMPTS)
    return new AppError(ErrorCode.OTP_VERIFY_BLOCKED, `too many wrong OTPs (${OTP_MAX_ATTEMPTS}): request a new OTP`);
  if (row.expires_at.getTime() <= now.getTime())
    return new AppError(ErrorCode.OTP_EXPIRED, 'the OTP has expired: request a new one');
  return new AppError(ErrorCode.OTP_INVALID, 'this OTP cannot be verified: request a new OTP');
}

export async function verifyOtp(ctx: AppContext, body: OtpVerifyBody): Promise<OtpVerifyData> {
  const now = ctx.clock.now();
  const hash = sha256(body.otp_session_token);
  // count the attempt in the statement that checks the limit, before comparing anything
  const counted = await ctx.db
    .updateTable('otp_requests')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('session_token_hash', '=', hash)
    .where('verified_at', 'is', null)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .where('expires_at', '>', now)
    .returning(['id', 'attempts', 'otp_hash', 'ref_code', 'phone', 'purpose'])
    .executeTakeFirst();
  if (!counted) throw await refusal(ctx, hash, now);

  if (!safeEqual(otpHash(ctx.config.jwtSecret, hash, body.otp), counted.otp_hash)) {
    const left = Math.max(0, OTP_MAX_ATTEMPTS - counted.attempts);
    if (left === 0) throw new AppError(ErrorCode.OTP_VERIFY_BLOCKED, 'wrong OTP; no attempts left: request a new OTP');
    throw new AppError(ErrorCode.OTP_INVALID, `wrong OTP (ref ${counted.ref_code}): ${left} attempts left`, {
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
    .where('id', '=', counted.id)
    .where('verified_at', 'is', null)
    .where('attempts', '<=', OTP_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1)
    throw new AppError(ErrorCode.OTP_INVALID, 'this OTP was already used: request a new OTP');
  if (counted.purpose !== 'REGISTER') return { verified_token: verifiedToken };
  const taken = await ctx.db.selectFrom('users').select('id').where('phone', '=', counted.phone).executeTakeFirst();
  return { verified_token: verifiedToken, phone_registered: taken !== undefined };
}
