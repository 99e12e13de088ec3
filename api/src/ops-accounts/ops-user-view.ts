/** Reads ops users as their wire shape (`OpsUserData`, shared-contracts `schemas/ops-users.ts`). */
import type { DbOrTrx } from '../db/transaction';
import type { OpsUserData } from 'shared-contracts';

/** Ops users (all, or the one `id`), oldest first, with the creating and the approving (or rejecting) admin's username. */
export async function opsUserViews(db: DbOrTrx, id?: number): Promise<OpsUserData[]> {
  let q = db
    .selectFrom('ops_users as u')
    .leftJoin('ops_users as c', 'c.id', 'u.created_by')
    .leftJoin('ops_users as d', 'd.id', 'u.decided_by')
    .select([
      'u.id',
      'u.username',
      'u.role',
      'c.username as created_by',
      'u.created_at',
      'u.disabled_at',
      'u.locked_until',
      'u.last_login_at',
      'u.approval',
      'd.username as decided_by',
      'u.decided_at',
    ])
    .orderBy('u.id');
  if (id !== undefined) q = q.where('u.id', '=', id);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: String(r.id),
    username: r.username,
    role: r.role,
    created_by: r.created_by,
    created_at: r.created_at.toISOString(),
    disabled_at: r.disabled_at?.toISOString() ?? null,
    locked_until: r.locked_until?.toISOString() ?? null,
    last_login_at: r.last_login_at?.toISOString() ?? null,
    approval: r.approval,
    decided_by: r.decided_by,
    decided_at: r.decided_at?.toISOString() ?? null,
  }));
}
