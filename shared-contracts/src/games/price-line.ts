/**
 * Pricing of one bet line, the one rule the API, the number pad and the summary share: what a line's
 * `amount` counts, its stake in satang, its limits and the most it can win.
 *
 * Most kinds are staked in baht and pay stake × rate. Set and zodiac kinds (`SET_4D`, `SIX_NUMBER`) are
 * sold in units instead (sets of four digits, zodiac tickets): the line's `amount` is a whole number of
 * units, the stake is units × the game's `unitPriceSatang`, and a win pays a fixed prize per unit from the
 * game's `prizeTable`. Amounts are integer satang.
 */
import { payoutSatang } from '../money';
import type { BetKind } from './bet-kinds';
import type { BetKindConfig, GameDef } from './catalogue';

/** Kinds sold in units at the game's `unitPriceSatang` and paid from its prize table. */
export const UNIT_KINDS = ['SET_4D', 'SIX_NUMBER'] as const satisfies readonly BetKind[];
export type UnitKind = (typeof UNIT_KINDS)[number];

/** True when a line of `kind` is sold in units (sets, zodiac tickets) rather than staked in baht. */
export function isUnitKind(kind: string): kind is UnitKind {
  return (UNIT_KINDS as readonly string[]).includes(kind);
}

/**
 * The stake of a line in satang. `amount` is what the line's amount counts: whole units for a unit
 * kind (stake = units × the game's `unitPriceSatang`, 0 when the game has no unit price), otherwise the
 * stake itself in satang, returned as is.
 */
export function lineStake(game: Pick<GameDef, 'unitPriceSatang'>, kind: string, amount: number): number {
  return isUnitKind(kind) ? amount * (game.unitPriceSatang ?? 0) : amount;
}

/**
 * The bounds of a line's amount, inclusive, in what it counts: whole units for a unit kind (the kind's
 * stake limits divided by the game's unit price), otherwise satang (the kind's stake limits).
 */
export function lineAmountLimits(
  game: Pick<GameDef, 'unitPriceSatang'>,
  config: Pick<BetKindConfig, 'kind' | 'minSatang' | 'maxSatang'>,
): { min: number; max: number } {
  const unit = isUnitKind(config.kind) ? game.unitPriceSatang : undefined;
  if (!unit) return { min: config.minSatang, max: config.maxSatang };
  return { min: Math.ceil(config.minSatang / unit), max: Math.floor(config.maxSatang / unit) };
}

/**
 * True when `amount` (units for a unit kind, satang otherwise, as `lineAmountLimits`) is within the
 * kind's limits; a unit kind also needs a whole number of units.
 */
export function isLineAmountAllowed(
  game: Pick<GameDef, 'unitPriceSatang'>,
  config: Pick<BetKindConfig, 'kind' | 'minSatang' | 'maxSatang'>,
  amount: number,
): boolean {
  const { min, max } = lineAmountLimits(game, config);
  if (isUnitKind(config.kind) && !Number.isInteger(amount)) return false;
  return amount >= min && amount <= max;
}

/**
 * The most a line can win, satang: units × the game's top prize for a unit kind, otherwise
 * floor(stake × rate) exactly as settlement pays it (`payoutSatang`, rate ×100).
 */
export function lineTopPayoutSatang(
  game: Pick<GameDef, 'prizeTable'>,
  line: { kind: string; amountSatang: number; rateX100: number; units: number | null },
): number {
  if (isUnitKind(line.kind)) return (line.units ?? 0) * (game.prizeTable?.[0]?.satang ?? 0);
  return payoutSatang(line.amountSatang, line.rateX100);
}
