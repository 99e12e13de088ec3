/** Wire shapes of `GET backoffice/audit` and `GET backoffice/audit/verify`. */
import { z } from 'zod';

export const auditQuery = z.strictObject({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1-500')
    .max(500, 'limit must be 1-500')
    .default(50),
  before_id: z.coerce
    .number({ message: 'before_id must be a number' })
    .int('before_id must be a whole number')
    .min(1, 'before_id must be positive')
    .optional(),
  /** An action (`round.result.confirm`) or a family (`round.result` → round.result.*). */
  action: z
    .string()
    .regex(/^[a-z0-9_.]{1,80}$/, 'action must be a dotted name such as round.result.confirm')
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditRowData = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(['ops', 'bootstrap-token', 'system']),
    ops_user_id: z.string().nullable(),
    name: z.string(),
  }),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string().nullable(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type AuditRowData = z.infer<typeof auditRowData>;

export const auditVerifyData = z.object({
  ok: z.boolean(),
  rows_checked: z.number(),
  last_id: z.number(),
  last_hash: z.string(),
  /** Rows up to this id predate signing (migration 0033); every later row carries a verified signature. */
  signed_after_id: z.number(),
  signed_rows: z.number(),
  unsigned_rows: z.number(),
  first_broken: z.object({ id: z.number(), reason: z.string() }).nullable(),
});
export type AuditVerifyData = z.infer<typeof auditVerifyData>;
