/** POST backoffice/auth/logout: revokes the caller's ops session (its token stops working at once). Audited. */
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';

export async function opsLogout(
  ctx: AppContext,
  actor: AuditActor & { kind: 'ops' },
  sessionId: number,
): Promise<{ logged_out: true }> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('ops_sessions')
      .set({ revoked_at: now })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    await recordAudit(trx, actor, { action: 'ops.logout', target: `ops_user:${actor.opsUserId}` }, now);
  });
  return { logged_out: true };
}
