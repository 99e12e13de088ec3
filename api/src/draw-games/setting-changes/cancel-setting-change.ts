/**
 * `POST backoffice/setting-changes/{id}/cancel` {note?} (operators): the operator who asked withdraws a pending
 * change; nothing of it applies. Anyone else → 403 E10403 (they reject). Unknown → 404; not PENDING → 409;
 * expired → marked EXPIRED, 409. Audited `setting_change.cancel`. Returns the change (CANCELLED).
 */
import { AppError, ErrorCode, type SettingChangeData } from 'shared-contracts';
import type { OpsActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { closeSettingChange, lockPendingSettingChange, parseSettingChangeId } from './decide-setting-change';
import { settingChangeView } from './setting-change-view';

export async function cancelSettingChange(
  ctx: AppContext,
  actor: OpsActor,
  idText: string,
  note: string | null,
): Promise<SettingChangeData> {
  const id = parseSettingChangeId(idText);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockPendingSettingChange(trx, id, now);
    if (locked.expired) return { error: locked.expired };
    if (Number(locked.row.requested_by) !== actor.opsUserId)
      throw new AppError(
        ErrorCode.FORBIDDEN,
        `only ${locked.row.requested_by_username}, who asked for setting change ${id}, may cancel it (others reject it)`,
      );
    const view = settingChangeView(await closeSettingChange(trx, id, 'CANCELLED', actor, note, now));
    await recordAudit(
      trx,
      actor,
      { action: 'setting_change.cancel', target: `setting_change:${id}`, before: { status: 'PENDING' }, after: view },
      now,
    );
    return { view };
  });
  if ('error' in outcome && outcome.error) throw outcome.error;
  return (outcome as { view: SettingChangeData }).view;
}
