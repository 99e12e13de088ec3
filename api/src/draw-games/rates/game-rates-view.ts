/**
 * `GET backoffice/rates/{game}`: every kind of a game with the rate and stake limits in force, ops' override
 * (null = the default) and the catalogue default, rates in baht per baht, amounts in baht; who changed the
 * kind last and when (null when never). Unit kinds (SET_4D, SIX_NUMBER) are listed with `editable: false`.
 */
import { isEditableKind, satangToBaht, type GameDef, type GameRatesData } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';

export async function gameRatesView(db: DbOrTrx, game: GameDef): Promise<GameRatesData> {
  const rows = await db
    .selectFrom('game_kind_settings as s')
    .leftJoin('ops_users as u', 'u.id', 's.updated_by')
    .select(['s.kind', 's.rate_x100', 's.min_satang', 's.max_satang', 's.updated_at', 'u.username'])
    .where('s.game_code', '=', game.code)
    .execute();
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  const baht = (v: number | null) => (v === null ? null : satangToBaht(Number(v)));
  return {
    game_code: game.code,
    kinds: game.betKinds.map((k) => {
      const editable = isEditableKind(k.kind);
      const own = editable ? byKind.get(k.kind) : undefined;
      const rate = own?.rate_x100 ?? null;
      const min = own?.min_satang ?? null;
      const max = own?.max_satang ?? null;
      return {
        kind: k.kind,
        editable,
        rate: satangToBaht(rate ?? k.rateX100),
        min_amount: satangToBaht(Number(min ?? k.minSatang)),
        max_amount: satangToBaht(Number(max ?? k.maxSatang)),
        own_rate: baht(rate),
        own_min_amount: baht(min),
        own_max_amount: baht(max),
        default_rate: satangToBaht(k.rateX100),
        default_min_amount: satangToBaht(k.minSatang),
        default_max_amount: satangToBaht(k.maxSatang),
        updated_at: own ? own.updated_at.toISOString() : null,
        updated_by: own ? (own.username ?? null) : null,
      };
    }),
  };
}
