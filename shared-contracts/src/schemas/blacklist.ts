/**
 * Ops' block lists (spec §8 E20026 "phone blacklisted", E20027 "bank blacklisted"; api/src/backoffice/blacklist/):
 * a phone on the list cannot register, receive an account OTP or become an account's phone; a bank account on it
 * cannot be registered or receive a withdrawal. `GET backoffice/blacklist?q` lists both, newest first;
 * `POST backoffice/blacklist/phones` and `…/bank-accounts` add one with a reason, `…/remove` takes one off with a
 * reason. Times are ISO-8601.
 */
import { z } from 'zod';
import { bankAccountNumber, bankCode, opsReason, thaiPhone } from './common';

/** `GET backoffice/blacklist?q`: `q` (digits) narrows both lists to entries whose number contains it. */
export const blacklistQuery = z.object({
  q: z
    .string()
    .trim()
    .max(20, 'q must be at most 20 characters')
    .regex(/^[0-9]*$/, 'q must be digits')
    .optional(),
});
export type BlacklistQuery = z.infer<typeof blacklistQuery>;

/** A player who holds a listed phone or bank account now (ops then decide on a ban in the players tab). */
export const blacklistHolder = z.object({ customer_code: z.string(), status: z.string() }).nullable();

export const blacklistedPhone = z.object({
  phone: z.string(),
  reason: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  holder: blacklistHolder,
});
export type BlacklistedPhone = z.infer<typeof blacklistedPhone>;

export const blacklistedBankAccount = z.object({
  bank_code: z.string(),
  bank_account_number: z.string(),
  reason: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  holder: blacklistHolder,
});
export type BlacklistedBankAccount = z.infer<typeof blacklistedBankAccount>;

/** Both lists, newest first, at most `limit` (200) each; `*_total` counts every entry matching `q`. */
export const blacklistData = z.object({
  phones: z.array(blacklistedPhone),
  phones_total: z.number().int(),
  bank_accounts: z.array(blacklistedBankAccount),
  bank_accounts_total: z.number().int(),
  limit: z.number().int(),
});
export type BlacklistData = z.infer<typeof blacklistData>;

export const addPhoneToBlacklistBody = z.object({ phone: thaiPhone, reason: opsReason });
export type AddPhoneToBlacklistBody = z.infer<typeof addPhoneToBlacklistBody>;

export const removePhoneFromBlacklistBody = addPhoneToBlacklistBody;
export type RemovePhoneFromBlacklistBody = AddPhoneToBlacklistBody;

export const addBankAccountToBlacklistBody = z.object({
  bank_code: bankCode,
  bank_account_number: bankAccountNumber,
  reason: opsReason,
});
export type AddBankAccountToBlacklistBody = z.infer<typeof addBankAccountToBlacklistBody>;

export const removeBankAccountFromBlacklistBody = addBankAccountToBlacklistBody;
export type RemoveBankAccountFromBlacklistBody = AddBankAccountToBlacklistBody;
