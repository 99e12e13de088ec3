/** Auth wire schemas (issue 2): OTP request/verify, register, login, logout. */
import { z } from 'zod';
import { bankAccountNumber, bankCode, pin, thaiPhone } from './common';
import { utmFields } from './invites';

/**
 * What an OTP is for. FORGOT_PIN and CHANGE_PIN go to the player's own phone; CHANGE_PHONE and FORGOT_PHONE to
 * the new phone (schemas/account-recovery.ts).
 */
export const otpPurpose = z.enum(['REGISTER', 'LOGIN', 'FORGOT_PIN', 'CHANGE_PHONE', 'FORGOT_PHONE', 'CHANGE_PIN']);

export const otpRequestBody = z.object({ phone: thaiPhone, purpose: otpPurpose });
export const otpRequestData = z.object({
  otp_session_token: z.string(),
  ref_code: z.string(),
  expires_at: z.string(),
  /** Seconds before the phone may be sent another OTP (the resend button counts them down). */
  resend_after_seconds: z.number().int().optional(),
});

export const otpVerifyBody = z.object({
  otp_session_token: z.string().min(1, 'otp_session_token is required'),
  otp: z.string().regex(/^\d{6}$/, 'otp must be 6 digits'),
});
export const otpVerifyData = z.object({
  verified_token: z.string(),
  /**
   * REGISTER only: the proved phone already has an account (registration would refuse it with E20020), told now,
   * to whoever proved the phone, so they log in instead of filling the account step for nothing.
   */
  phone_registered: z.boolean().optional(),
});

export const registerBody = z.object({
  verified_token: z.string().min(1, 'verified_token is required'),
  pin,
  bank_code: bankCode,
  bank_account_number: bankAccountNumber,
  bank_account_name: z.string().trim().min(2, 'bank_account_name is required').max(100),
  /** The referrer's code (a `?ref=` link or typed); unknown ones are ignored, never refused (invites/). */
  invite_code: z.string().trim().max(32).optional(),
  /** The landing page's UTM fields the shell kept (local storage `utm`), recorded with the account. */
  ...utmFields,
  /** The player confirms being 20 or older (Thai law): must be `true`; stored as users.age_confirmed_at. */
  age_confirmed: z.literal(true, {
    error: 'age_confirmed must be true: the player must confirm being 20 or older',
  }),
});

export const loginBody = z.object({ phone: thaiPhone, pin });

export const sessionData = z.object({
  token: z.string(),
  session_token: z.string(),
  expires_at: z.string(),
  /** Seconds the token stays valid from now: clients keep expiry on their own clock, immune to clock skew. */
  expires_in: z.number().int(),
  customer_code: z.string(),
});

export type OtpRequestBody = z.infer<typeof otpRequestBody>;
export type OtpRequestData = z.infer<typeof otpRequestData>;
export type OtpVerifyBody = z.infer<typeof otpVerifyBody>;
export type OtpVerifyData = z.infer<typeof otpVerifyData>;
export type RegisterBody = z.infer<typeof registerBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type SessionData = z.infer<typeof sessionData>;
