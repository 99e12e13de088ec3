/**
 * `POST backoffice/setting-changes/{id}/confirm` (operators): a second operator applies a pending out-of-band change
 * (issue 20; docs/product.md "Limits"). Refused, nothing changed: unknown id → 404 E10001; the operator who asked
 * → 403 E10403; an account inside its new-account hold (OPS_NEW_ACCOUNT_HOLD_HOURS) → 403 E10403; not PENDING
 * (already confirmed, rejected, cancelled) → 409 E10409. Expired → marked EXPIRED, 409. Race-safe: the change row
 * is locked FOR UPDATE, so of two confirmations one applies and the other finds it CONFIRMED (409). Stale: every
 * field's override in force must still be the `old` the request saw (rates: the kinds' rows locked; caps: the
 * game's cap lock); otherwise the change is marked STALE (audited) and the answer is 409 E10409 — nothing applied.
 * Applies with the same writes as an in-band PUT (history rows name the maker and the checker), then audits
 * `game_rates.set` / `exposure_caps.set` and `setting_change.confirm` in the same transaction. Bets placed after
 * the commit use the new values; lines already placed keep theirs. Returns the change (status CONFIRMED).
 */
import { AppError, ErrorCode, type SettingChangeData } from 'shared-contracts';
import type { OpsActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import type { Trx } from '../../db/transaction';
import { refuseFreshOpsAccount } from '../../ops-accounts/refuse-fresh-ops-account';
import { RATE_FIELDS } from '../rates/set-game-rates';
import { NO_OVERRIDE, lockKindSettings, writeKindSettings, type KindOverride } from '../rates/write-kind-settings';
import { lockExposureCaps, writeExposureCaps } from '../restrictions/set-exposure-caps';
import { closeAndAudit, decideSettingChange } from './decide-setting-change';
import type { SettingChangeRow, StoredFieldChange } from './setting-change-view';

export async function confirmSettingChange(
  ctx: AppContext,
  actor: OpsActor,
  idText: string,
): Promise<SettingChangeData> {
  return decideSettingChange(ctx, idText, async (trx, row, now) => {
    const id = Number(row.id);
    if (Number(row.requested_by) === actor.opsUserId)
      throw new AppError(
        ErrorCode.FORBIDDEN,
        `you asked for setting change ${id}: a different operator must confirm it`,
      );
    await refuseFreshOpsAccount(ctx, trx, actor.opsUserId, 'confirm a change');
    const fields = storedFields(row);
    const applied =
      row.setting === 'game_rates'
        ? await applyRates(trx, row, fields, actor, now)
        : await applyCaps(trx, row, fields, actor, now);
    if (!applied) {
      await closeAndAudit(trx, id, 'STALE', actor, 'the values changed since it was asked', now);
      return {
        error: new AppError(
          ErrorCode.CONFLICT,
          `setting change ${id} is stale: a value it changes is no longer the one it was asked against; nothing applied (ask again)`,
          { status: 'STALE' },
        ),
      };
    }
    return { view: await closeAndAudit(trx, id, 'CONFIRMED', actor, null, now) };
  });
}

function storedFields(row: SettingChangeRow): StoredFieldChange[] {
  return (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as StoredFieldChange[];
}

const maker = (row: SettingChangeRow) => ({ opsUserId: Number(row.requested_by), username: row.requested_by_username });

/** Rates: lock the kinds' rows, check every `old`, write every `new`. False = stale (nothing written). */
async function applyRates(
  trx: Trx,
  row: SettingChangeRow,
  fields: StoredFieldChange[],
  actor: OpsActor,
  now: Date,
): Promise<boolean> {
  const kinds = [...new Set(fields.map((f) => f.kind))];
  const current = await lockKindSettings(trx, row.game_code, kinds, now, Number(row.requested_by));
  const column = (field: StoredFieldChange['field']) => RATE_FIELDS.find(([f]) => f === field)![1];
  const changes = kinds.map((kind) => {
    const old = current.get(kind) ?? NO_OVERRIDE;
    const next: KindOverride = { ...old };
    for (const f of fields.filter((x) => x.kind === kind)) next[column(f.field)] = f.new;
    return { kind, old, next };
  });
  const stale = fields.some((f) => (current.get(f.kind) ?? NO_OVERRIDE)[column(f.field)] !== f.old);
  if (stale) {
    // drop the empty rows the lock may have created
    await trx
      .deleteFrom('game_kind_settings')
      .where('game_code', '=', row.game_code)
      .where('kind', 'in', kinds)
      .where('rate_x100', 'is', null)
      .where('min_satang', 'is', null)
      .where('max_satang', 'is', null)
      .execute();
    return false;
  }
  await writeKindSettings(trx, row.game_code, changes, {
    by: maker(row),
    confirmedBy: actor.username,
    reason: row.reason,
    now,
  });
  await auditConfirmed(trx, row, actor, now, {
    action: 'game_rates.set',
    before: Object.fromEntries(changes.map((c) => [c.kind, c.old])),
    after: { kinds: Object.fromEntries(changes.map((c) => [c.kind, c.next])), reason: row.reason },
  });
  return true;
}

/** Caps: take the game's cap lock, check every `old`, write every `new`. False = stale. */
async function applyCaps(
  trx: Trx,
  row: SettingChangeRow,
  fields: StoredFieldChange[],
  actor: OpsActor,
  now: Date,
): Promise<boolean> {
  const current = await lockExposureCaps(trx, row.game_code);
  if (fields.some((f) => (current.get(f.kind) ?? null) !== f.old)) return false;
  await writeExposureCaps(
    trx,
    row.game_code,
    fields.map((f) => ({ kind: f.kind, cap: f.new })),
    `${row.requested_by_username}+${actor.username}`,
    now,
  );
  await auditConfirmed(trx, row, actor, now, {
    action: 'exposure_caps.set',
    before: Object.fromEntries(fields.map((f) => [f.kind, f.old])),
    after: { caps: Object.fromEntries(fields.map((f) => [f.kind, f.new])) },
  });
  return true;
}

/**
 * The audit row of a confirmed change, written by the checker in the change's transaction: `action` on the game,
 * `before` → `after` with who asked and the setting change's id.
 */
async function auditConfirmed(
  trx: Trx,
  row: SettingChangeRow,
  actor: OpsActor,
  now: Date,
  { action, before, after }: { action: string; before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  await recordAudit(
    trx,
    actor,
    {
      action,
      target: `game:${row.game_code}`,
      before,
      after: { ...after, requested_by: row.requested_by_username, setting_change: String(row.id) },
    },
    now,
  );
}
