/** Reusable wire pieces. */
import { z } from 'zod';
import { bahtToSatang } from '../money';
import { BANK_CODES, PIN_PATTERN, THAI_PHONE_PATTERN } from '../constants';

export const thaiPhone = z
  .string()
  .regex(THAI_PHONE_PATTERN, 'phone must be a Thai mobile number of 10 digits starting with 06, 08 or 09');
export const pin = z.string().regex(PIN_PATTERN, 'pin must be exactly 6 digits');
export const isoDateTime = z.string();
/** `skip` of a paged list's query: a whole number from 0 (the query's text coerced); callers add the default. */
export const skipParam = z.coerce.number({ message: 'skip must be a number' }).int().min(0, 'skip must be >= 0');
/** `limit` of a paged list's query: 1-100 (the query's text coerced); callers add the default page size. */
export const limitParam = z.coerce
  .number({ message: 'limit must be a number' })
  .int()
  .min(1, 'limit must be 1-100')
  .max(100, 'limit must be 1-100');
/** One of the banks a player may use (BANK_CODES). */
export const bankCode = z.enum(BANK_CODES, { message: `bank_code must be one of ${BANK_CODES.join(', ')}` });
/** A bank account number on the wire: 10-15 digits (its bank's exact length is checked by the api, E20011). */
export const bankAccountNumber = z.string().regex(/^\d{10,15}$/, 'bank_account_number must be 10-15 digits');
/** Why ops do something (a status change, a rejection, a block-list entry): 1-500 characters, kept in the audit. */
export const opsReason = z
  .string()
  .trim()
  .min(1, 'reason is required')
  .max(500, 'reason must be at most 500 characters');
/** Idempotency keys: 8-128 visible characters (a UUID is typical). */
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Idempotency-Key must be 8-128 letters, digits or _.:-');

/**
 * zod schema for a baht amount on the wire: a number (or numeric string) with at most 2 decimals,
 * transformed to satang. Errors say what is wrong.
 */
export const bahtAmount = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const s = bahtToSatang(v);
  if (s === null) {
    ctx.addIssue({ code: 'custom', message: 'amount must be a positive number in baht with at most 2 decimals' });
    return z.NEVER;
  }
  return s;
});
