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
});
export type WalletTransaction = z.infer<typeof walletTransaction>;
