/**
 * The audit chain's hashing: `hash = sha256(prev_hash || canonical JSON of the row)`, where the row is
 * every column but `hash` (id, at as ISO-8601 with milliseconds, actor, action, target, before, after,
 * request id, prev_hash) with object keys sorted. The writer and the verifier both use `rowHash`.
 */
import { canonicalJson, sha256 } from '../http/crypto';

/** The hash of the empty chain (audit_head's first last_hash). */
export const GENESIS_HASH = '0'.repeat(64);

export interface HashedAuditFields {
  id: number;
  at: Date;
  actor_kind: string;
  ops_user_id: number | null;
  actor_name: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  request_id: string | null;
  prev_hash: string;
}

/**
 * A JSON value as the database gives it back (Dates → ISO strings, undefined dropped, NaN → null), so
 * the hash computed before the insert equals the one recomputed from the stored jsonb. null for none.
 */
export function normalizeJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** sha256 hex of `prev_hash || canonical JSON` of the row. */
export function rowHash(row: HashedAuditFields): string {
  const canonical = canonicalJson({
    id: row.id,
    at: row.at.toISOString(),
    actor_kind: row.actor_kind,
    ops_user_id: row.ops_user_id,
    actor_name: row.actor_name,
    action: row.action,
    target: row.target,
    before: normalizeJson(row.before),
    after: normalizeJson(row.after),
    request_id: row.request_id,
    prev_hash: row.prev_hash,
  });
  return sha256(row.prev_hash + canonical);
}
