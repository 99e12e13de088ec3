/**
 * A stored setting change (`ops_setting_changes`, migration 0032) as the wire shows it (`SettingChangeData`): values
 * in baht (rates in baht per baht), null = the catalogue default, ops users by username.
 */
import type { Selectable } from 'kysely';
import { satangToBaht, type SettingChangeData } from 'shared-contracts';
import type { OpsSettingChangesTable, SettingFieldChangeJson } from '../../db/schema';

/** One field as stored: the override before/after (rate ×100 or satang; null = default), the default and the band verdict. */
export interface StoredFieldChange extends SettingFieldChangeJson {
  default: number;
  in_band: boolean;
}

export type SettingChangeRow = Selectable<OpsSettingChangesTable>;

const baht = (v: number | null) => (v === null ? null : satangToBaht(v));

/** Row → wire (`changes` may arrive as text from some drivers). */
export function settingChangeView(row: SettingChangeRow): SettingChangeData {
  const changes = (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as StoredFieldChange[];
  return {
    id: String(row.id),
    game_code: row.game_code,
    setting: row.setting,
    status: row.status,
    changes: changes.map((c) => ({
      kind: c.kind,
      field: c.field,
      old: baht(c.old),
      new: baht(c.new),
      default: satangToBaht(c.default),
      old_in_force: satangToBaht(c.old ?? c.default),
      new_in_force: satangToBaht(c.new ?? c.default),
      in_band: c.in_band,
    })),
    reason: row.reason,
    requested_by: row.requested_by_username,
    requested_at: row.requested_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    decided_by: row.decided_by_username,
    decided_at: row.decided_at ? row.decided_at.toISOString() : null,
    note: row.note,
  };
}
