import {
  STAKE_DEFAULTS,
  bahtToSatang,
  betKindConfig,
  isLineAmountAllowed,
  isUnitKind,
  lineAmountLimits,
  lineStake,
  lineTopPayoutSatang,
  satangToBaht,
  type BetKindConfig,
  type GameDef,
} from 'shared-contracts';
import type { PadLine } from './types';

/** The price field's starting text: the spec's default stake in baht ("5"). */
export const DEFAULT_PRICE_TEXT = String(satangToBaht(STAKE_DEFAULTS.defaultSatang));

/** A line's stake in satang and its limits, or `valid: false` when outside the kind's min/max. */
export interface PricedLine {
  line: PadLine;
  /** The stake in satang (units × unit price for set/zodiac lines). */
  amountSatang: number | null;
  /** Sets or tickets for unit kinds (what the wire's `amount` carries), else null. */
  units: number | null;
  /** Limits of the typed value, inclusive: baht, or units for unit kinds. */
  minBaht: number;
  maxBaht: number;
  rateX100: number;
  /** Best prize of the line in satang (amount × rate, or units × the top prize of the game's table). */
  maxWinSatang: number;
  valid: boolean;
}

/** The kind's catalogue entry, or the spec's default stake limits when the game does not list it. */
function configOf(game: GameDef, line: PadLine): BetKindConfig {
  return (
    betKindConfig(game, line.kind) ?? {
      kind: line.kind,
      rateX100: 0,
      minSatang: STAKE_DEFAULTS.minSatang,
      maxSatang: STAKE_DEFAULTS.maxSatang,
    }
  );
}

/**
 * Checks a line's typed price against the game's kinds (the lobby's game carries the stake limits in force,
 * `useEffectiveGame`) with shared-contracts' `price-line` rule (the one
 * the API applies): a positive baht amount with at most 2 decimals within the kind's stake limits, or
 * for set/zodiac kinds a whole number of units within the kind's limits (docs/game-rules.md
 * "Stakes and limits": sets 120, zodiac 99), priced at the game's `unitPriceSatang`.
 */
export function priceLine(game: GameDef, line: PadLine): PricedLine {
  const cfg = configOf(game, line);
  const limits = lineAmountLimits(game, cfg);
  const rateX100 = cfg.rateX100;
  const text = line.price.trim();
  if (isUnitKind(line.kind)) {
    const units = /^\d+$/.test(text) ? Number(text) : null;
    const amountSatang = units === null ? null : lineStake(game, line.kind, units);
    return {
      line,
      amountSatang,
      units,
      minBaht: limits.min,
      maxBaht: limits.max,
      rateX100,
      maxWinSatang: lineTopPayoutSatang(game, { kind: line.kind, amountSatang: amountSatang ?? 0, rateX100, units }),
      valid: units !== null && isLineAmountAllowed(game, cfg, units),
    };
  }
  const amountSatang = bahtToSatang(line.price);
  return {
    line,
    amountSatang,
    units: null,
    minBaht: satangToBaht(limits.min),
    maxBaht: satangToBaht(limits.max),
    rateX100,
    maxWinSatang: lineTopPayoutSatang(game, {
      kind: line.kind,
      amountSatang: amountSatang ?? 0,
      rateX100,
      units: null,
    }),
    valid: amountSatang !== null && isLineAmountAllowed(game, cfg, amountSatang),
  };
}
