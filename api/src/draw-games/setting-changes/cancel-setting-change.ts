/**
 * `POST backoffice/setting-changes/{id}/cancel` {note?} (operators): the operator who asked withdraws a pending
 * change; nothing of it applies. Anyone else → 403 E10403 (they reject). Unknown → 404; not PENDING → 409;
 * expired → marked EXPIRED, 409. Audited `setting_change.cancel`. Returns the change (CANCELLED).
 */
import { AppError, ErrorCode, type SettingChangeData } from 'shared-contracts';
import type { OpsActor } from '../../audit/audit-actor';
import type { AppContext } from '../../context';
import { closeAndAudit, decideSettingChange } from './decide-setting-change';

export async function cancelSettingChange(
  ctx: AppContext,
  actor: OpsActor,
  idText: string,
  note: string | null,
): Promise<SettingChangeData> {
  return decideSettingChange(ctx, idText, async (trx, row, now) => {
    if (Number(row.requested_by) !== actor.opsUserId)
      throw new AppError(
        ErrorCode.FORBIDDEN,
        `only ${row.requested_by_username}, who asked for setting change ${row.id}, may cancel it (others reject it)`,
      );
    return { view: await closeAndAudit(trx, Number(row.id), 'CANCELLED', actor, note, now) };
  });
}
