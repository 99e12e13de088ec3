/**
 * `POST backoffice/setting-changes/{id}/reject` {note?} (operators): another operator refuses a pending change;
 * nothing of it applies. The operator who asked cannot reject (403 E10403: they cancel). Unknown → 404; not PENDING
 * → 409; expired → marked EXPIRED, 409. Audited `setting_change.reject`. Returns the change (REJECTED).
 * (Rejecting needs no new-account hold: it can only keep today's values.)
 */
import { AppError, ErrorCode, type SettingChangeData } from 'shared-contracts';
import type { OpsActor } from '../../audit/audit-actor';
import type { AppContext } from '../../context';
import { closeAndAudit, decideSettingChange } from './decide-setting-change';

export async function rejectSettingChange(
  ctx: AppContext,
  actor: OpsActor,
  idText: string,
  note: string | null,
): Promise<SettingChangeData> {
  return decideSettingChange(ctx, idText, async (trx, row, now) => {
    if (Number(row.requested_by) === actor.opsUserId)
      throw new AppError(
        ErrorCode.FORBIDDEN,
        `you asked for setting change ${row.id}: cancel it instead of rejecting it`,
      );
    return { view: await closeAndAudit(trx, Number(row.id), 'REJECTED', actor, note, now) };
  });
}
