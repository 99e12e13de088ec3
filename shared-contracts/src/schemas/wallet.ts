/** Wallet and list request schemas (issue 2). Amounts are baht on the wire, satang after parsing. */
import { z } from 'zod';
import { bahtAmount } from './common';

/** `POST wallet/deposit` body: `amount` in baht (1..1,000,000, at most 2 decimals) → satang. */
export const depositBody = z.object({ amount: bahtAmount });
export type DepositBody = z.input<typeof depositBody>;

/** `?skip&limit` of list endpoints (limit 1..100, default 20). */
export const pageQuery = z.object({
  skip: z.coerce.number({ message: 'skip must be a number' }).int().min(0, 'skip must be >= 0').default(0),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int()
    .min(1, 'limit must be 1-100')
    .max(100, 'limit must be 1-100')
    .default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;
