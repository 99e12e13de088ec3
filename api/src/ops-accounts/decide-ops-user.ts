/**
 * POST backoffice/ops-users/{id}/approve and /reject (admin; issue 20, docs/product.md "Ops accounts"): a
 * second admin decides a pending ops account (created while two active admins existed, create-ops-user.ts).
 * Approved, it can log in and act (its new-account hold counts from the approval, refuse-fresh-ops-account.ts);
 * rejected, it never can (final; the username stays taken). The admin who asked (`created_by`) cannot decide
 * their own request (403 E10403). One conditional UPDATE (`... WHERE approval = 'pending' AND created_by <> me`)
 * decides, so two admins deciding at once give one decision and a 409 E10409 for the other; an unknown id →
 * 404 E10001, an account already decided → 409 E10409. Audited (`ops_user.approve` / `ops_user.reject`,
 * before → after) in the same transaction.
 */
import { AppError, ErrorCode, type OpsUserData } from 'shared-contracts';
import type { OpsActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { opsUserViews } from './ops-user-view';

export type OpsUserDecision = 'approve' | 'reject';

export async function decideOpsUser(
  ctx: AppContext,
  actor: OpsActor,
  idText: string,
  decision: OpsUserDecision,
): Promise<OpsUserData> {
  if (!/^\d{1,15}$/.test(idText)) throw new AppError(ErrorCode.NOT_FOUND, `ops user ${idText} does not exist`);
  const id = Number(idText);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const [before] = await opsUserViews(trx, id);
    if (!before) throw new AppError(ErrorCode.NOT_FOUND, `ops user ${idText} does not exist`);
    const decided = await trx
      .updateTable('ops_users')
      .set({ approval: decision === 'approve' ? 'approved' : 'rejected', decided_by: actor.opsUserId, decided_at: now })
      .where('id', '=', id)
      .where('approval', '=', 'pending')
      .where('created_by', '<>', actor.opsUserId)
      .where('id', '<>', actor.opsUserId)
      .returning('id')
      .executeTakeFirst();
    if (!decided) {
      // why not: read again (a racing decision committed before this one is visible now)
      const row = await trx
        .selectFrom('ops_users')
        .select(['approval', 'created_by'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (row.approval !== 'pending')
        throw new AppError(ErrorCode.CONFLICT, `ops user ${before.username} is already ${row.approval}`);
      throw new AppError(
        ErrorCode.FORBIDDEN,
        `ops user ${before.username} was requested by ${actor.username}: a different admin must approve or reject it`,
      );
    }
    const [after] = await opsUserViews(trx, id);
    await recordAudit(trx, actor, { action: `ops_user.${decision}`, target: `ops_user:${id}`, before, after }, now);
    ctx.log.info({ username: before.username, decision, by: actor.username }, 'ops user decided');
    return after!;
  });
}
