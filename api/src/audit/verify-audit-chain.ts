/**
 * GET backoffice/audit/verify and `npm run audit:verify`: walks the audit trail in id order and
 * recomputes the chain. A row is broken when its id is not the next one (a row was deleted), its
 * prev_hash is not the previous row's hash (deleted or reordered), its hash does not match its
 * content (edited), or (issue 20) its signature does not verify with the keys given: a row after the
 * signing start (`audit_signing`, migration 0033) must carry a valid HMAC of its hash by one of the keys
 * (audit-signature.ts), so an edit whose hashes were all recomputed by someone without the key is caught at
 * the first edited row; a row at or before the start must carry none (else the start was moved) and is
 * counted as unsigned, not broken. The head (`audit_head`, read first so writers committing meanwhile are
 * not counted) must point at the last row (a truncated tail). Reports the first problem found; `ok` is true
 * when there is none.
 */
import type { DbOrTrx } from '../db/transaction';
import { GENESIS_HASH, rowHash } from './audit-hash';
import { auditSignatureProblem, type AuditKeyring } from './audit-signature';

export interface AuditVerification {
  ok: boolean;
  rows_checked: number;
  last_id: number;
  last_hash: string;
  /** Rows up to this id predate signing (migration 0033); every later row is signed. */
  signed_after_id: number;
  /** Rows whose signature verified. */
  signed_rows: number;
  /** Rows written before signing started (their hashes are vouched for by the first signed row after them). */
  unsigned_rows: number;
  /** The first broken row (null when the chain holds); `id` 0 for a problem of the head. */
  first_broken: { id: number; reason: string } | null;
}

const PAGE = 1000;

/** Verifies the chain and its signatures with `keyring`'s keys (any listed key verifies the rows it signed). */
export async function verifyAuditChain(db: DbOrTrx, keyring: AuditKeyring): Promise<AuditVerification> {
  const head = await db
    .selectFrom('audit_head')
    .select(['last_id', 'last_hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const start = await db.selectFrom('audit_signing').select('signed_after_id').where('id', '=', 1).executeTakeFirst();
  let prevId = 0;
  let prevHash = GENESIS_HASH;
  let checked = 0;
  let signed = 0;
  let unsigned = 0;
  const signedAfter = start?.signed_after_id ?? 0;
  // the verdict over the rows read so far: it holds when nothing is broken
  const verdict = (firstBroken: AuditVerification['first_broken']): AuditVerification => ({
    ok: firstBroken === null,
    rows_checked: checked,
    last_id: prevId,
    last_hash: prevHash,
    signed_after_id: signedAfter,
    signed_rows: signed,
    unsigned_rows: unsigned,
    first_broken: firstBroken,
  });
  const broken = (id: number, reason: string) => verdict({ id, reason });
  if (!head) return broken(0, 'the audit head row is missing');
  if (!start) return broken(0, 'the audit signing start row (audit_signing) is missing');
  for (;;) {
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', prevId)
      .where('id', '<=', head.last_id)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const r of rows) {
      if (r.id !== prevId + 1) return broken(r.id, `row ${prevId + 1} is missing (the next row is ${r.id})`);
      if (r.prev_hash !== prevHash)
        return broken(r.id, `prev_hash does not match the hash of row ${prevId} (a row before it changed)`);
      const expected = rowHash(r);
      if (expected !== r.hash) return broken(r.id, 'hash does not match the row: the row was edited');
      if (r.id <= signedAfter) {
        if (r.sig !== null || r.key_id !== null)
          return broken(r.id, `the row is signed but signing starts after row ${signedAfter}: the start was moved`);
        unsigned += 1;
      } else {
        const problem = auditSignatureProblem(keyring, r);
        if (problem) return broken(r.id, problem);
        signed += 1;
      }
      checked += 1;
      prevId = r.id;
      prevHash = r.hash;
    }
    if (rows.length < PAGE) break;
  }
  if (head.last_id !== prevId || head.last_hash !== prevHash)
    return broken(
      head.last_id > prevId ? prevId + 1 : 0,
      `the head says the last row is ${head.last_id}, the trail ends at ${prevId} (rows at the end were removed)`,
    );
  return verdict(null);
}
