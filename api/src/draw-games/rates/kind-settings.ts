/**
 * Ops' overrides of a game's rates and stake limits (`game_kind_settings`, migration 0018) read back as
 * `BetKindOverride`s (rate ×100, satang; null = the catalogue's value), and the game with its kinds in force.
 * The bet path reads the same rows inside its one context query (bets/load-bet-context.ts).
 */
import { withEffectiveKinds, type BetKindOverride, type GameDef } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';

/** A settings row as the bet context's json_agg returns it (numbers may come back as strings). */
export interface KindSettingRow {
  kind: string;
  rate_x100: number | string | null;
  min_satang: number | string | null;
  max_satang: number | string | null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** Rows → overrides. */
export function overridesFrom(rows: readonly KindSettingRow[]): BetKindOverride[] {
  return rows.map((r) => ({
    kind: r.kind,
    rateX100: num(r.rate_x100),
    minSatang: num(r.min_satang),
    maxSatang: num(r.max_satang),
  }));
}

/** Ops' overrides of a game, by kind. */
export async function loadKindOverrides(db: DbOrTrx, game: GameDef): Promise<BetKindOverride[]> {
  const rows = await db
    .selectFrom('game_kind_settings')
    .select(['kind', 'rate_x100', 'min_satang', 'max_satang'])
    .where('game_code', '=', game.code)
    .execute();
  return overridesFrom(rows);
}

/** The game with the rates and limits in force (catalogue defaults merged with ops' overrides). */
export async function loadEffectiveGame(db: DbOrTrx, game: GameDef): Promise<GameDef> {
  return withEffectiveKinds(game, await loadKindOverrides(db, game));
}
