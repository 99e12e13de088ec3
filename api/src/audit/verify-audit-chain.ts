/**
 * GET backoffice/audit/verify and `npm run audit:verify`: walks the audit trail in id order and
 * recomputes the chain. A row is broken when its id is not the next one (a row was deleted), its
 * prev_hash is not the previous row's hash (deleted or reordered), or its hash does not match its
 * content (edited). The head (`audit_head`, read first so writers committing meanwhile are not counted)
 * must point at the last row (a truncated tail). Reports the first problem found; `ok` is true when
 * there is none.
 */
import type { DbOrTrx } from '../db/transaction';
import { GENESIS_HASH, rowHash } from './audit-hash';

export interface AuditVerification {
  ok: boolean;
  rows_checked: number;
  last_id: number;
  last_hash: string;
  /** The first broken row (null when the chain holds); `id` 0 for a problem of the head. */
  first_broken: { id: number; reason: string } | null;
}

const PAGE = 1000;

export async function verifyAuditChain(db: DbOrTrx): Promise<AuditVerification> {
  const head = await db
    .selectFrom('audit_head')
    .select(['last_id', 'last_hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  let prevId = 0;
  let prevHash = GENESIS_HASH;
  let checked = 0;
  const broken = (id: number, reason: string): AuditVerification => ({
    ok: false,
    rows_checked: checked,
    last_id: prevId,
    last_hash: prevHash,
    first_broken: { id, reason },
  });
  if (!head) return broken(0, 'the audit head row is missing');
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
  return { ok: true, rows_checked: checked, last_id: prevId, last_hash: prevHash, first_broken: null };
}
