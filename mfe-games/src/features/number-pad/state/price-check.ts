import {
  STAKE_DEFAULTS,
  bahtToSatang,
  betKindConfig,
  payoutSatang,
  type BetKind,
  type GameDef,
} from 'shared-contracts';
import type { PadLine } from './types';

/** Kinds sold in units at the game's `unitPriceBaht` (sets of 4 digits, zodiac tickets): the price field counts units. */
export const UNIT_KINDS: readonly BetKind[] = ['SET_4D', 'SIX_NUMBER'];

/** True when the line's "price" is a number of units (sets/tickets) rather than baht. */
export function isUnitKind(kind: BetKind): boolean {
  return UNIT_KINDS.includes(kind);
}

/** A line's stake in satang and its limits, or `valid: false` when outside the kind's min/max. */
export interface PricedLine {
  line: PadLine;
  /** The stake in satang (units × unit price for set/zodiac lines). */
  amountSatang: number | null;
  /** Sets or tickets for unit kinds (what the wire's `amount` carries), else null. */
  units: number | null;
  /** Limits of the typed value: baht, or units for unit kinds. */
  minBaht: number;
  maxBaht: number;
  rateX100: number;
  /** Best prize of the line in satang (amount × rate, or units × the top prize of the game's table). */
  maxWinSatang: number;
  valid: boolean;
}

/**
 * Checks a line's typed price against the catalogue: a positive baht amount with at most 2 decimals,
 * between the kind's `minBaht` and `maxBaht` inclusive. For set/zodiac kinds the value is a whole number
 * of units within the kind's limits (spec section 5: sets 120, zodiac 99), priced at `unitPriceBaht`.
 */
export function priceLine(game: GameDef, line: PadLine): PricedLine {
  const cfg = betKindConfig(game, line.kind);
  const minBaht = cfg?.minBaht ?? STAKE_DEFAULTS.minBaht;
  const maxBaht = cfg?.maxBaht ?? STAKE_DEFAULTS.maxBaht;
  const rateX100 = cfg?.rateX100 ?? 0;
  if (isUnitKind(line.kind)) {
    const units = /^\d+$/.test(line.price.trim()) ? Number(line.price.trim()) : null;
    const valid = units !== null && units >= minBaht && units <= maxBaht;
    const unitSatang = (game.unitPriceBaht ?? 0) * 100;
    const topPrize = (game.prizeTable?.[0]?.baht ?? 0) * 100;
    return {
      line,
      amountSatang: units === null ? null : units * unitSatang,
      units,
      minBaht,
      maxBaht,
      rateX100,
      maxWinSatang: (units ?? 0) * topPrize,
      valid,
    };
  }
  const amountSatang = bahtToSatang(line.price);
  const valid = amountSatang !== null && amountSatang >= minBaht * 100 && amountSatang <= maxBaht * 100;
  const maxWinSatang = payoutSatang(amountSatang ?? 0, rateX100);
  return { line, amountSatang, units: null, minBaht, maxBaht, rateX100, maxWinSatang, valid };
}
