/**
 * GET backoffice/audit?limit=&before_id=&action=: audit rows newest first (page with `before_id` = the
 * last id seen). `action` matches exactly or as a family (`round.result` → `round.result.*`).
 */
import type { AppContext } from '../context';
import type { AuditQuery, AuditRowData } from 'shared-contracts';

export async function listAudit(ctx: AppContext, query: AuditQuery): Promise<AuditRowData[]> {
  let q = ctx.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(query.limit);
  if (query.before_id !== undefined) q = q.where('id', '<', query.before_id);
  const action = query.action;
  if (action !== undefined)
    q = q.where((eb) => eb.or([eb('action', '=', action), eb('action', 'like', `${action.replace(/_/g, '\\_')}.%`)]));
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: {
      kind: r.actor_kind,
      ops_user_id: r.ops_user_id === null ? null : String(r.ops_user_id),
      name: r.actor_name,
    },
    action: r.action,
    target: r.target,
    before: r.before ?? null,
    after: r.after ?? null,
    request_id: r.request_id,
    prev_hash: r.prev_hash,
    hash: r.hash,
  }));
}
