/**
 * What confirm, reject and cancel of a setting change share: the change row read and locked (FOR UPDATE, so two
 * decisions on one change queue and the second sees the first's status), refused unless still PENDING. A change
 * whose time is up is marked EXPIRED (audited) and reported back so the caller commits that and answers 409.
 * `decideSettingChange` runs one decision in its transaction; `closeAndAudit` ends a change with its audit row.
 */
import { AppError, ErrorCode, type SettingChangeData } from 'shared-contracts';
import type { OpsActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import type { Trx } from '../../db/transaction';
import { auditExpiry } from './expire-setting-changes';
import { settingChangeView, type SettingChangeRow } from './setting-change-view';

/** What a decision returns inside its transaction: the change as answered, or a refusal to throw after the commit. */
export type DecisionOutcome = { view: SettingChangeData } | { error: AppError };

/**
 * Runs one decision on change `idText` in one transaction: parses the id (404), locks the PENDING change (409
 * otherwise), and calls `decide` with the row; an expired change, or a refusal `decide` returns (e.g. STALE), is
 * committed first (its status and audit row stay) and then thrown. Returns the decided change.
 */
export async function decideSettingChange(
  ctx: AppContext,
  idText: string,
  decide: (trx: Trx, row: SettingChangeRow, now: Date) => Promise<DecisionOutcome>,
): Promise<SettingChangeData> {
  const id = parseSettingChangeId(idText);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<DecisionOutcome> => {
    const locked = await lockPendingSettingChange(trx, id, now);
    if (locked.expired) return { error: locked.expired };
    return decide(trx, locked.row, now);
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.view;
}

/**
 * Closes PENDING change `id` with `status` by `actor` (an optional note) and audits it as
 * `setting_change.<status in lower case>` (before PENDING, after the closed change). Returns the closed change.
 */
export async function closeAndAudit(
  trx: Trx,
  id: number,
  status: 'CONFIRMED' | 'REJECTED' | 'CANCELLED' | 'STALE',
  actor: OpsActor,
  note: string | null,
  now: Date,
): Promise<SettingChangeData> {
  const view = settingChangeView(await closeSettingChange(trx, id, status, actor, note, now));
  const action = `setting_change.${status === 'CONFIRMED' ? 'confirm' : status === 'REJECTED' ? 'reject' : status === 'CANCELLED' ? 'cancel' : 'stale'}`;
  await recordAudit(
    trx,
    actor,
    { action, target: `setting_change:${id}`, before: { status: 'PENDING' }, after: view },
    now,
  );
  return view;
}

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
