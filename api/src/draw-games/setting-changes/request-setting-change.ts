/**
 * Stores an out-of-band change for a second operator (issue 20): called by `PUT backoffice/rates/{game}` and
 * `PUT backoffice/exposure-caps/{game}` inside their transaction when a value they would set leaves the band
 * (setting-band.ts). Nothing of the change applies; the row is PENDING until a different operator confirms it
 * (confirm-setting-change.ts), it is rejected or cancelled, or it expires after OPS_CHANGE_PENDING_HOURS.
 * At most one PENDING change per game and setting: while one waits, another is refused with 409 E10409 naming it
 * (cancel, reject or confirm it first); the partial unique index makes the refusal hold under concurrent PUTs.
 * Audited `setting_change.request` (the change, the reason) in the same transaction.
 */
import { AppError, ErrorCode, type SettingChangeData } from 'shared-contracts';
import type { OpsActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { PG_UNIQUE_VIOLATION, pgErrorCode, type Trx } from '../../db/transaction';
import { expireDueSettingChanges } from './expire-setting-changes';
import { settingChangeView, type SettingChangeRow, type StoredFieldChange } from './setting-change-view';

export async function requestSettingChange(
  ctx: AppContext,
  trx: Trx,
  actor: OpsActor,
  change: {
    gameCode: string;
    setting: SettingChangeRow['setting'];
    changes: StoredFieldChange[];
    reason: string | null;
    now: Date;
  },
): Promise<SettingChangeData> {
  const { gameCode, setting, now } = change;
  await expireDueSettingChanges(trx, gameCode, setting, now);
  const waiting = await trx
    .selectFrom('ops_setting_changes')
    .select(['id', 'requested_by_username'])
    .where('game_code', '=', gameCode)
    .where('setting', '=', setting)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (waiting) throw alreadyWaiting(gameCode, setting, String(waiting.id), waiting.requested_by_username);
  let row: SettingChangeRow;
  try {
    row = await trx
      .insertInto('ops_setting_changes')
      .values({
        game_code: gameCode,
        setting,
        changes: JSON.stringify(change.changes),
        reason: change.reason,
        requested_by: actor.opsUserId,
        requested_by_username: actor.username,
        requested_at: now,
        expires_at: new Date(now.getTime() + ctx.config.opsChangePendingHours * 3_600_000),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // a concurrent PUT stored its change first (the partial unique index)
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw alreadyWaiting(gameCode, setting, '?', 'another operator');
    throw error;
  }
  const view = settingChangeView(row);
  await recordAudit(
    trx,
    actor,
    { action: 'setting_change.request', target: `setting_change:${view.id}`, before: null, after: view },
    now,
  );
  return view;
}

function alreadyWaiting(gameCode: string, setting: string, id: string, by: string): AppError {
  return new AppError(
    ErrorCode.CONFLICT,
    `a change of ${gameCode} ${setting} (id ${id}, asked by ${by}) is already waiting for a second operator: confirm, reject or cancel it first`,
    { pending_change_id: id },
  );
}
