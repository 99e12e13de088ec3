import { STAKE_DEFAULTS, bahtToSatang, betKindConfig, type GameDef } from 'shared-contracts';
import type { PadLine } from './types';

/** A line's stake in satang and its limits, or `valid: false` when outside the kind's min/max. */
export interface PricedLine {
  line: PadLine;
  amountSatang: number | null;
  minBaht: number;
  maxBaht: number;
  rateX100: number;
  valid: boolean;
}

/**
 * Checks a line's typed price against the catalogue: a positive baht amount with at most 2 decimals,
 * between the kind's `minBaht` and `maxBaht` inclusive.
 */
export function priceLine(game: GameDef, line: PadLine): PricedLine {
  const cfg = betKindConfig(game, line.kind);
  const minBaht = cfg?.minBaht ?? STAKE_DEFAULTS.minBaht;
  const maxBaht = cfg?.maxBaht ?? STAKE_DEFAULTS.maxBaht;
  const amountSatang = bahtToSatang(line.price);
  const valid = amountSatang !== null && amountSatang >= minBaht * 100 && amountSatang <= maxBaht * 100;
  return { line, amountSatang, minBaht, maxBaht, rateX100: cfg?.rateX100 ?? 0, valid };
}
