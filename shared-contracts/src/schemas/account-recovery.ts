/**
 * Account recovery and account changes (issue 11): forgot PIN, forgot phone, change phone, change PIN. Each one
 * spends a `verified_token` of `POST auth/otp/verify` issued for its own OTP purpose (schemas/auth.ts `otpPurpose`).
 */
import { z } from 'zod';
import { bankAccountNumber, bankCode, pin } from './common';

const verifiedToken = z.string().min(1, 'verified_token is required').max(200);

/** `POST auth/pin/forgot`: a FORGOT_PIN OTP of the registered phone and the new PIN. */
export const forgotPinBody = z.object({ verified_token: verifiedToken, pin });

/**
 * `POST auth/phone/forgot`: the player lost (or forgot) the registered phone. They prove the account with one of its
 * bank accounts (bank, number and name as registered) and its PIN; the FORGOT_PHONE OTP proves the new phone.
 */
export const forgotPhoneBody = z.object({
  verified_token: verifiedToken,
  bank_code: bankCode,
  bank_account_number: bankAccountNumber,
  bank_account_name: z.string().trim().min(2, 'bank_account_name is required').max(100),
  pin,
});

/** `PUT users/phone` (logged in): a CHANGE_PHONE OTP of the new phone and the current PIN. */
export const changePhoneBody = z.object({ verified_token: verifiedToken, pin });
export const changePhoneData = z.object({ phone: z.string() });

/** `PUT users/pin` (logged in): a CHANGE_PIN OTP of the player's phone, the current PIN and the new one. */
export const changePinBody = z.object({ verified_token: verifiedToken, old_pin: pin, new_pin: pin });

export type ForgotPinBody = z.infer<typeof forgotPinBody>;
export type ForgotPhoneBody = z.infer<typeof forgotPhoneBody>;
export type ChangePhoneBody = z.infer<typeof changePhoneBody>;
export type ChangePhoneData = z.infer<typeof changePhoneData>;
export type ChangePinBody = z.infer<typeof changePinBody>;
