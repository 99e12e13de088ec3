/**
 * Appends one row to the audit trail inside the caller's transaction: locks the single `audit_head` row
 * FOR UPDATE (so concurrent writers queue and the chain never forks), takes the next id, hashes the row
 * onto the previous hash and moves the head. Call it LAST in the transaction (after the action's own
 * locks), so every writer takes the locks in the same order; the row commits or rolls back with the
 * action. `before` / `after` are any JSON values (Dates become ISO strings). The row is signed (HMAC-SHA256 of
 * its id and hash, audit-signature.ts) with the signing key the app's database handle carries
 * (audit-signing-plugin.ts); a handle without one throws, so no row is written unsigned.
 */
import type { Trx } from '../db/transaction';
import { actorName, type AuditActor } from './audit-actor';
import { normalizeJson, rowHash } from './audit-hash';
import { signAuditRow } from './audit-signature';
import { requireAuditKeyringOf } from './audit-signing-plugin';

export interface AuditEntry {
  /** Dotted verb, e.g. `round.result.enter`, `ops_user.create` (see audit/audited-routes.ts). */
  action: string;
  /** What was acted on, e.g. `round:123`, `ops_user:4`, `remote:chat`. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Writes the row; returns its id and hash. */
export async function recordAudit(
  trx: Trx,
  actor: AuditActor,
  entry: AuditEntry,
  at: Date,
): Promise<{ id: number; hash: string }> {
  const keyring = requireAuditKeyringOf(trx);
  const head = await trx
    .selectFrom('audit_head')
    .select(['last_id', 'last_hash'])
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const row = {
    id: head.last_id + 1,
    at,
    actor_kind: actor.kind,
    ops_user_id: actor.kind === 'ops' ? actor.opsUserId : null,
    actor_name: actorName(actor),
    action: entry.action,
    target: entry.target ?? null,
    before: normalizeJson(entry.before),
    after: normalizeJson(entry.after),
    request_id: actor.requestId,
    prev_hash: head.last_hash,
  };
  const hash = rowHash(row);
  await trx
    .insertInto('audit_log')
    .values({
      ...row,
      before: row.before === null ? null : JSON.stringify(row.before),
      after: row.after === null ? null : JSON.stringify(row.after),
      hash,
      ...signAuditRow(keyring, row.id, hash),
    })
    .execute();
  await trx.updateTable('audit_head').set({ last_id: row.id, last_hash: hash }).where('id', '=', 1).execute();
  return { id: row.id, hash };
}
