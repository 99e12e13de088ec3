/**
 * The two steps every write of ops' rates and stake limits shares (set-game-rates.ts applies a change at once, a
 * confirmed out-of-band change applies through setting-changes/confirm-setting-change.ts): lock a game's kinds'
 * `game_kind_settings` rows (a missing row is created first, all null, so a concurrent writer waits for ours), and
 * write the new overrides with one history row per kind that changed. Units: rate ×100, satang; null = the default.
 */
import type { Trx } from '../../db/transaction';

/** One kind's overrides (null = the catalogue's value). */
export interface KindOverride {
  rate_x100: number | null;
  min_satang: number | null;
  max_satang: number | null;
}

export const NO_OVERRIDE: KindOverride = { rate_x100: null, min_satang: null, max_satang: null };

/** Locks the rows of `kinds` (sorted, so two writers lock in one order) and returns their overrides by kind. */
export async function lockKindSettings(
  trx: Trx,
  gameCode: string,
  kinds: string[],
  now: Date,
  opsUserId: number,
): Promise<Map<string, KindOverride>> {
  const sorted = [...kinds].sort();
  await trx
    .insertInto('game_kind_settings')
    .values(
      sorted.map((kind) => ({ game_code: gameCode, kind, ...NO_OVERRIDE, updated_at: now, updated_by: opsUserId })),
    )
    .onConflict((oc) => oc.columns(['game_code', 'kind']).doNothing())
    .execute();
  const locked = await trx
    .selectFrom('game_kind_settings')
    .select(['kind', 'rate_x100', 'min_satang', 'max_satang'])
    .where('game_code', '=', gameCode)
    .where('kind', 'in', sorted)
    .orderBy('kind')
    .forUpdate()
    .execute();
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return new Map(
    locked.map((r) => [
      r.kind,
      { rate_x100: num(r.rate_x100), min_satang: num(r.min_satang), max_satang: num(r.max_satang) },
    ]),
  );
}

/** Drops the rows lockKindSettings created that still hold no override (a change that did not apply). */
export async function dropEmptyKindSettings(trx: Trx, gameCode: string, kinds: string[]): Promise<void> {
  await trx
    .deleteFrom('game_kind_settings')
    .where('game_code', '=', gameCode)
    .where('kind', 'in', kinds)
    .where('rate_x100', 'is', null)
    .where('min_satang', 'is', null)
    .where('max_satang', 'is', null)
    .execute();
}

export const sameOverride = (a: KindOverride, b: KindOverride) =>
  a.rate_x100 === b.rate_x100 && a.min_satang === b.min_satang && a.max_satang === b.max_satang;

/**
 * Writes the kinds' new overrides (a kind back at all defaults loses its row) and a history row per kind that
 * changed: `by` asked for it, `confirmedBy` confirmed it (null when it applied at once). Call with rows locked.
 */
export async function writeKindSettings(
  trx: Trx,
  gameCode: string,
  changes: { kind: string; old: KindOverride; next: KindOverride }[],
  who: { by: { opsUserId: number; username: string }; confirmedBy: string | null; reason: string | null; now: Date },
): Promise<void> {
  const { by, now } = who;
  for (const c of changes) {
    if (sameOverride(c.next, NO_OVERRIDE)) {
      await trx.deleteFrom('game_kind_settings').where('game_code', '=', gameCode).where('kind', '=', c.kind).execute();
      continue;
    }
    if (sameOverride(c.old, c.next)) continue;
    await trx
      .updateTable('game_kind_settings')
      .set({ ...c.next, updated_at: now, updated_by: by.opsUserId })
      .where('game_code', '=', gameCode)
      .where('kind', '=', c.kind)
      .execute();
  }
  const changed = changes.filter((c) => !sameOverride(c.old, c.next));
  if (changed.length > 0)
    await trx
      .insertInto('game_kind_settings_history')
      .values(
        changed.map((c) => ({
          game_code: gameCode,
          kind: c.kind,
          old_rate_x100: c.old.rate_x100,
          new_rate_x100: c.next.rate_x100,
          old_min_satang: c.old.min_satang,
          new_min_satang: c.next.min_satang,
          old_max_satang: c.old.max_satang,
          new_max_satang: c.next.max_satang,
          ops_user_id: by.opsUserId,
          ops_username: by.username,
          confirmed_by_username: who.confirmedBy,
          reason: who.reason,
          created_at: now,
        })),
      )
      .execute();
}
