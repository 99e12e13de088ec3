/**
 * Ops' rates and stake limits per game and bet kind (issue 10 ops console; docs/game-rules.md "Rates",
 * "Stakes and limits"): the catalogue's `betKinds` are the defaults, ops override a kind's rate, min or max
 * (api `game_kind_settings`, null = the default). Kinds sold in units (SET_4D, SIX_NUMBER) are not editable:
 * their price and prizes are the game's `unitPriceSatang` and `prizeTable`. Pure: the api, the games remote
 * and the console share it (no zod: `readGameRates` is the browser's plain reader).
 */
import { bahtToSatang } from '../money';
import type { BetKind } from './bet-kinds';
import type { BetKindConfig, GameDef } from './catalogue';
import { isUnitKind } from './price-line';

/** One kind's overrides: integer rate ×100 and satang; null = the catalogue's value. */
export interface BetKindOverride {
  kind: string;
  rateX100: number | null;
  minSatang: number | null;
  maxSatang: number | null;
}

/**
 * Bounds ops may set (the api refuses anything outside with 400 E10000; migration 0018 checks the same):
 * a rate of 0.01 to 100,000 baht per baht, a stake of 0.01 to 1,000,000 baht.
 */
export const KIND_SETTING_BOUNDS = {
  rateX100: { min: 1, max: 10_000_000 },
  stakeSatang: { min: 1, max: 100_000_000 },
} as const;

/** True when ops may change the kind's rate and limits (every kind not sold in units). */
export function isEditableKind(kind: string): boolean {
  return !isUnitKind(kind);
}

/** A game's kinds in force: each catalogue kind with ops' overrides applied (unit kinds keep the catalogue's). */
export function effectiveBetKinds(
  game: Pick<GameDef, 'betKinds'>,
  overrides: readonly BetKindOverride[],
): BetKindConfig[] {
  const byKind = new Map(overrides.map((o) => [o.kind, o]));
  return game.betKinds.map((k) => {
    const o = isEditableKind(k.kind) ? byKind.get(k.kind) : undefined;
    if (!o) return k;
    return {
      kind: k.kind,
      rateX100: o.rateX100 ?? k.rateX100,
      minSatang: o.minSatang ?? k.minSatang,
      maxSatang: o.maxSatang ?? k.maxSatang,
    };
  });
}

/** The game with its kinds in force (`effectiveBetKinds`); the same object when nothing is overridden. */
export function withEffectiveKinds(game: GameDef, overrides: readonly BetKindOverride[]): GameDef {
  if (overrides.length === 0) return game;
  return { ...game, betKinds: effectiveBetKinds(game, overrides) };
}

/**
 * Plain reader of `GET {family}/rate/{type}` data (`{game_code, kinds: [{kind, rate, min_amount, max_amount}]}`,
 * rate in baht per baht, amounts in baht) into `BetKindConfig`s (×100, satang). A kind the answer lacks or
 * gets wrong keeps `fallback`'s (the catalogue's); kinds `fallback` does not list are dropped.
 */
export function readGameRates(data: unknown, fallback: readonly BetKindConfig[]): BetKindConfig[] {
  const kinds =
    data && typeof data === 'object' && Array.isArray((data as { kinds?: unknown }).kinds)
      ? ((data as { kinds: unknown[] }).kinds as unknown[])
      : [];
  const wire = new Map<string, BetKindConfig>();
  for (const item of kinds) {
    if (!item || typeof item !== 'object') continue;
    const { kind, rate, min_amount, max_amount } = item as Record<string, unknown>;
    if (typeof kind !== 'string') continue;
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? bahtToSatang(v) : null);
    const rateX100 = num(rate);
    const minSatang = num(min_amount);
    const maxSatang = num(max_amount);
    if (rateX100 === null || minSatang === null || maxSatang === null) continue;
    wire.set(kind, { kind: kind as BetKind, rateX100, minSatang, maxSatang });
  }
  return fallback.map((k) => wire.get(k.kind) ?? k);
}
