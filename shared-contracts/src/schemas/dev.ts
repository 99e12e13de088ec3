/** Development-only endpoints (never in production). */
import { z } from 'zod';

export const smsOutboxQuery = z.object({ phone: z.string().optional() });
export const smsOutboxEntry = z.object({
  phone: z.string(),
  text: z.string(),
  otp: z.string().nullable(),
  ref_code: z.string().nullable(),
  created_at: z.string(),
});
export type SmsOutboxEntry = z.infer<typeof smsOutboxEntry>;
