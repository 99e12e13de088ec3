/**
 * The OTP sends of the logged-in account changes (same throttles as `POST auth/otp/request`: E20002, and per IP):
 * - POST users/phone/otp `{phone}`: a CHANGE_PHONE OTP to the new phone. The player's own phone → 400 E20019;
 *   blacklisted → 400 E20026; another account's → the same answer as a free phone but no SMS (no phone enumeration,
 *   auth/request-otp.ts; PUT users/phone says E20020 to whoever proves a phone that was taken meanwhile).
 * - POST users/pin/otp: a CHANGE_PIN OTP to the player's own phone (no body).
 * Both answer `{otp_session_token, ref_code, expires_at}` like auth/otp/request; the OTP is checked with
 * `POST auth/otp/verify`.
 */
import { AppError, ErrorCode, type OtpRequestData } from 'shared-contracts';
import type { AppContext } from '../context';
import { requestOtp } from '../auth/request-otp';

async function ownPhone(ctx: AppContext, userId: number): Promise<string> {
  const user = await ctx.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError(ErrorCode.NOT_FOUND, 'user not found');
  return user.phone;
}

/** Sends the CHANGE_PHONE OTP to `phone`, the player's new phone. */
export async function requestChangePhoneOtp(ctx: AppContext, userId: number, phone: string): Promise<OtpRequestData> {
  if ((await ownPhone(ctx, userId)) === phone)
    throw new AppError(ErrorCode.SAME_PHONE, 'this is already your phone: enter the new one');
  return requestOtp(ctx, { phone, purpose: 'CHANGE_PHONE' });
}

/** Sends the CHANGE_PIN OTP to the player's own phone. */
export async function requestChangePinOtp(ctx: AppContext, userId: number): Promise<OtpRequestData> {
  return requestOtp(ctx, { phone: await ownPhone(ctx, userId), purpose: 'CHANGE_PIN' });
}
