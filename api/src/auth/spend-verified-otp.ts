/**
 * The verified OTPs of the account flows (forgot PIN, forgot phone, change phone, change PIN): a `verified_token`
 * of `POST auth/otp/verify` is usable once, for its own purpose, within VERIFIED_TOKEN_TTL_MS of the verification.
 * Unknown → 400 E20005; issued for another purpose → 400 E10000 naming `verified_token`; already used or expired →
 * 400 C3V001 (the spec's "OTP of a user flow expired").
 */
import { AppError, ErrorCode } from 'shared-contracts';
import type { DbOrTrx, Trx } from '../db/transaction';
import { sha256 } from '../http/crypto';

export type OtpPurpose = 'FORGOT_PIN' | 'FORGOT_PHONE' | 'CHANGE_PHONE' | 'CHANGE_PIN';

/** The OTP row behind `verifiedToken` for `purpose`, usable at `now` (row-locked when `lock`), or the refusal. */
export async function usableVerifiedOtp(
  db: DbOrTrx,
  verifiedToken: string,
  purpose: OtpPurpose,
  now: Date,
  lock: boolean,
): Promise<{ id: number; phone: string }> {
  let query = db
    .selectFrom('otp_requests')
    .select(['id', 'phone', 'purpose', 'consumed_at', 'verified_expires_at'])
    .where('verified_token_hash', '=', sha256(verifiedToken));
  if (lock) query = query.forUpdate();
  const otp = await query.executeTakeFirst();
  if (!otp) throw new AppError(ErrorCode.OTP_INVALID, 'verified_token is unknown: verify an OTP first');
  if (otp.purpose !== purpose)
    throw new AppError(ErrorCode.BAD_REQUEST, `verified_token was issued for ${otp.purpose}, not ${purpose}`, [
      { path: 'verified_token', message: `issued for ${otp.purpose}` },
    ]);
  if (otp.consumed_at)
    throw new AppError(ErrorCode.OTP_FLOW_EXPIRED, 'verified_token was already used: verify a new OTP');
  if (!otp.verified_expires_at || otp.verified_expires_at.getTime() <= now.getTime())
    throw new AppError(ErrorCode.OTP_FLOW_EXPIRED, 'verified_token has expired: verify a new OTP');
  return { id: otp.id, phone: otp.phone };
}

/** Marks the OTP row spent (inside the flow's transaction, after the row was locked by usableVerifiedOtp). */
export async function consumeOtp(trx: Trx, otpId: number, now: Date): Promise<void> {
  await trx.updateTable('otp_requests').set({ consumed_at: now }).where('id', '=', otpId).execute();
}

/**
 * Spends the verified token of `purpose` at once, in one conditional statement, before the flow checks anything
 * else: one verified token, one attempt, right or wrong (forgot phone: a token cannot be reused to test which bank
 * accounts are registered). Returns the OTP row's id and phone; the refusals of usableVerifiedOtp otherwise
 * (E20005, E10000, C3V001 — also for the loser of two requests racing with one token).
 */
export async function spendVerifiedOtp(
  db: DbOrTrx,
  verifiedToken: string,
  purpose: OtpPurpose,
  now: Date,
): Promise<{ id: number; phone: string }> {
  const spent = await db
    .updateTable('otp_requests')
    .set({ consumed_at: now })
    .where('verified_token_hash', '=', sha256(verifiedToken))
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('verified_expires_at', '>', now)
    .returning(['id', 'phone'])
    .executeTakeFirst();
  if (spent) return spent;
  await usableVerifiedOtp(db, verifiedToken, purpose, now, false);
  throw new AppError(ErrorCode.OTP_FLOW_EXPIRED, 'verified_token was already used: verify a new OTP');
}
