/**
 * What confirm, reject and cancel of a setting change share: the change row read and locked (FOR UPDATE, so two
 * decisions on one change queue and the second sees the first's status), refused unless still PENDING. A change
 * whose time is up is marked EXPIRED (audited) and reported back so the caller commits that and answers 409.
 */
import { AppError, ErrorCode } from 'shared-contracts';
import type { Trx } from '../../db/transaction';
import { auditExpiry } from './expire-setting-changes';
import type { SettingChangeRow } from './setting-change-view';

/** The id in the path: digits only, else 404 (E10001) like an unknown id. */
export function parseSettingChangeId(idText: string): number {
  if (!/^\d{1,15}$/.test(idText)) throw notFound(idText);
  return Number(idText);
}

export const notFound = (id: string) => new AppError(ErrorCode.NOT_FOUND, `setting change ${id} does not exist`);

/** The 409 for a change that no longer waits (its status and who decided it). */
export function notPending(row: Pick<SettingChangeRow, 'id' | 'status' | 'decided_by_username'>): AppError {
  return new AppError(
    ErrorCode.CONFLICT,
    `setting change ${row.id} is ${row.status}${row.decided_by_username ? ` (by ${row.decided_by_username})` : ''}, not waiting for a decision`,
    { status: row.status },
  );
}

/**
 * Locks the change; throws 404 / 409 (not PENDING). Returns `{ row }` for a PENDING change still in time, or
 * `{ expired: AppError }` after marking it EXPIRED in `trx` (the caller returns, commits, then throws it).
 */
export async function lockPendingSettingChange(
  trx: Trx,
  id: number,
  now: Date,
): Promise<{ row: SettingChangeRow; expired?: undefined } | { row?: undefined; expired: AppError }> {
  const row = await trx
    .selectFrom('ops_setting_changes')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(String(id));
  if (row.status !== 'PENDING') throw notPending(row);
  if (row.expires_at <= now) {
    await trx
      .updateTable('ops_setting_changes')
      .set({ status: 'EXPIRED', decided_at: now })
      .where('id', '=', id)
      .execute();
    await auditExpiry(trx, String(id), row.expires_at, now);
    return {
      expired: new AppError(
        ErrorCode.CONFLICT,
        `setting change ${id} expired at ${row.expires_at.toISOString()}: ask for it again`,
        { status: 'EXPIRED' },
      ),
    };
  }
  return { row };
}

/** Closes a PENDING change with `status` by `by` (and an optional note); returns the updated row. */
export async function closeSettingChange(
  trx: Trx,
  id: number,
  status: 'CONFIRMED' | 'REJECTED' | 'CANCELLED' | 'STALE',
  by: { opsUserId: number; username: string },
  note: string | null,
  now: Date,
): Promise<SettingChangeRow> {
  return trx
    .updateTable('ops_setting_changes')
    .set({ status, decided_by: by.opsUserId, decided_by_username: by.username, decided_at: now, note })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirstOrThrow();
}
