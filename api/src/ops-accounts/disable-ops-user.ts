/**
 * POST backoffice/ops-users/{id}/disable (admin): the account can no longer log in and its sessions are
 * revoked at once. An admin cannot disable themself (409, so the last admin cannot lock everyone out by
 * mistake); an unknown id → 404; already disabled → 409. Audited (`ops_user.disable`, before → after).
 */
import { AppError, ErrorCode, type OpsUserData } from 'shared-contracts';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { opsUserViews } from './ops-user-view';

export async function disableOpsUser(
  ctx: AppContext,
  actor: AuditActor & { kind: 'ops' },
  idText: string,
): Promise<OpsUserData> {
  if (!/^\d{1,15}$/.test(idText)) throw new AppError(ErrorCode.NOT_FOUND, `ops user ${idText} does not exist`);
  const id = Number(idText);
  if (id === actor.opsUserId) throw new AppError(ErrorCode.CONFLICT, 'an admin cannot disable their own account');
  return ctx.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('ops_users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!user) throw new AppError(ErrorCode.NOT_FOUND, `ops user ${idText} does not exist`);
    if (user.disabled_at) throw new AppError(ErrorCode.CONFLICT, `ops user ${user.username} is already disabled`);
    const [before] = await opsUserViews(trx, id);
    const now = ctx.clock.now();
    await trx.updateTable('ops_users').set({ disabled_at: now }).where('id', '=', id).execute();
    await trx
      .updateTable('ops_sessions')
      .set({ revoked_at: now })
      .where('ops_user_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    const [after] = await opsUserViews(trx, id);
    await recordAudit(trx, actor, { action: 'ops_user.disable', target: `ops_user:${id}`, before, after }, now);
    return after!;
  });
}
