/**
 * `GET backoffice/rates/{game}/history?limit=` (every ops role): the changes of a game's rates and stake limits,
 * newest first (default 50, at most 200): per kind the overrides before and after (null = the catalogue
 * default; rate in baht per baht, limits in baht), the ops user, the reason and when.
 */
import { satangToBaht, type GameDef, type GameRateHistoryEntry } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';

export async function listGameRateHistory(db: DbOrTrx, game: GameDef, limit = 50): Promise<GameRateHistoryEntry[]> {
  const rows = await db
    .selectFrom('game_kind_settings_history')
    .selectAll()
    .where('game_code', '=', game.code)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const baht = (v: number | string | null) => (v === null ? null : satangToBaht(Number(v)));
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind,
    old_rate: baht(r.old_rate_x100),
    new_rate: baht(r.new_rate_x100),
    old_min_amount: baht(r.old_min_satang),
    new_min_amount: baht(r.new_min_satang),
    old_max_amount: baht(r.old_max_satang),
    new_max_amount: baht(r.new_max_satang),
    changed_by: r.ops_username,
    confirmed_by: r.confirmed_by_username,
    reason: r.reason,
    changed_at: r.created_at.toISOString(),
  }));
}
