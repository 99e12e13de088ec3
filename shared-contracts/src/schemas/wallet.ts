/** Wallet and list request schemas (issue 2). Amounts are baht on the wire, satang after parsing. */
import { z } from 'zod';
import { bahtAmount, limitParam, skipParam } from './common';

/** `POST wallet/deposit` body: `amount` in baht (1..1,000,000, at most 2 decimals) → satang. */
export const depositBody = z.object({ amount: bahtAmount });
export type DepositBody = z.input<typeof depositBody>;

/** `?skip&limit` of list endpoints (limit 1..100, default 20). */
export const pageQuery = z.object({
  skip: skipParam.default(0),
  limit: limitParam.default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;
