/**
 * Pending setting changes expire OPS_CHANGE_PENDING_HOURS (default 24) after they were asked for: nothing runs on a
 * timer; the list hides them and every write that meets one (a new request for the same game and setting, a
 * confirm, reject or cancel) marks it EXPIRED first, audited `setting_change.expire` by the system.
 */
import { recordAudit } from '../../audit/record-audit';
import type { Trx } from '../../db/transaction';
import type { SettingChangeRow } from './setting-change-view';

/** Marks the PENDING changes of `game`+`setting` whose time is up as EXPIRED (audited); returns how many. */
export async function expireDueSettingChanges(
  trx: Trx,
  gameCode: string,
  setting: SettingChangeRow['setting'],
  now: Date,
): Promise<number> {
  const expired = await trx
    .updateTable('ops_setting_changes')
    .set({ status: 'EXPIRED', decided_at: now })
    .where('game_code', '=', gameCode)
    .where('setting', '=', setting)
    .where('status', '=', 'PENDING')
    .where('expires_at', '<=', now)
    .returning(['id', 'expires_at'])
    .execute();
  for (const row of expired) await auditExpiry(trx, String(row.id), row.expires_at, now);
  return expired.length;
}

/** The audit row of one expiry (system actor). */
export async function auditExpiry(trx: Trx, id: string, expiresAt: Date, now: Date): Promise<void> {
  await recordAudit(
    trx,
    { kind: 'system', name: 'setting-change-expiry', requestId: null },
    {
      action: 'setting_change.expire',
      target: `setting_change:${id}`,
      before: { status: 'PENDING' },
      after: { status: 'EXPIRED', expires_at: expiresAt },
    },
    now,
  );
}
