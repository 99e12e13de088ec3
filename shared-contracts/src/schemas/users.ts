/** User profile and wallet balance (docs/product.md "Profile and wallet"). Amounts are baht on the wire. */
import { z } from 'zod';

export const lineConnected = z.enum(['CONNECTED', 'NOT_CONNECTED', 'LINE_BANNED']);

export const userProfileData = z.object({
  customer_code: z.string(),
  phone: z.string(),
  favorites: z.array(z.record(z.string(), z.string())),
  line_connected: lineConnected,
  bank_accounts: z.array(
    z.object({ bank_code: z.string(), bank_account_number: z.string(), bank_account_name: z.string() }),
  ),
  invite_code: z.string(),
  is_inactive: z.boolean(),
  /** The player passed the identity check (`POST users/kyc`). */
  kyc_verified: z.boolean(),
});
export type UserProfileData = z.infer<typeof userProfileData>;

/** `GET wallet/balance`: `balance` in baht; `FREE_LOTTERY` free tickets (a count). */
export const walletBalanceData = z.object({
  balance: z.number(),
  currency: z.literal('THB'),
  FREE_LOTTERY: z.number().int(),
});
export type WalletBalanceData = z.infer<typeof walletBalanceData>;

export const depositData = z.object({
  transaction_id: z.string(),
  amount: z.number(),
  balance: z.number(),
  status: z.enum(['PENDING', 'CANCEL', 'SUCCESS']),
  rail: z.string(),
  created_at: z.string(),
});
export type DepositData = z.infer<typeof depositData>;

export const walletTransaction = z.object({
  transaction_id: z.string(),
  kind: z.string(),
  amount: z.number(),
  balance_after: z.number(),
  status: z.enum(['PENDING', 'CANCEL', 'SUCCESS']),
  created_at: z.string(),
  memo: z.string(),
  /** The game of the slip the posting is about (null: not about a slip: deposits, withdrawals, commissions). */
  game_code: z.string().nullable(),
  /** That slip's code (draw, mini-game or ticket slip). */
  slip_id: z.string().nullable(),
  /** Its round's draw date (Bangkok, YYYY-MM-DD) and number in the day (yeekee 1..88); null without a round. */
  draw_date: z.string().nullable(),
  round_no: z.number().int().nullable(),
  /** Why the round was void, on a void refund. */
  void_reason: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

/**
 * `POST users/kyc`: the card's citizen id and laser code (their shape is checked by the use case: E20006 and
 * E20007, not E10000), the names as on the card and the birth date `YYYY-MM-DD` (Gregorian).
 */
export const kycBody = z.object({
  citizen_id: z.string().max(32),
  laser_code: z.string().max(32),
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  birth_date: z.iso.date(),
});
export type KycBody = z.infer<typeof kycBody>;

/** The result of a passed identity check: only the last 4 digits of the citizen id are kept. */
export const kycData = z.object({
  kyc_verified: z.literal(true),
  citizen_id_last4: z.string(),
  verified_at: z.string(),
});
export type KycData = z.infer<typeof kycData>;
