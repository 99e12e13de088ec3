/** Reusable wire pieces. */
import { z } from 'zod';

export const thaiPhone = z
  .string()
  .regex(/^0[689]\d{8}$/, 'phone must be a Thai mobile number of 10 digits starting with 06, 08 or 09');
export const pin = z.string().regex(/^\d{6}$/, 'pin must be exactly 6 digits');
export const isoDateTime = z.string();
/** Idempotency keys: 8-128 visible characters (a UUID is typical). */
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Idempotency-Key must be 8-128 letters, digits or _.:-');
