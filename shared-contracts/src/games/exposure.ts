/**
 * House exposure (issue 12; docs/game-rules.md "House exposure"): what the house would pay if one number
 * wins a round. It is tracked per (round, kind, limitKey(kind, number)): every pending line in one such
 * bucket wins together and no line outside it wins on that number, so the bucket's sum is exactly the
 * payout if that number (for any-order kinds: that set of digits) is drawn, for that kind. Kinds are
 * capped separately (a THREE_TOP and a THREE_TOD line on 123 are two buckets); RUN_* buckets are
 * per digit. Amounts are satang.
 */
import type { BetKind } from './bet-kinds';
import type { GameDef } from './catalogue';
import { isUnitKind, lineTopPayoutSatang } from './price-line';

/**
 * Payout of one line if its number wins, satang: floor(stake × rate) as settlement pays it (the rate in
 * force, after any REDUCED_RATE factor), or units × the game's top fixed prize for set/zodiac lines.
 */
export function lineExposureSatang(
  game: Pick<GameDef, 'prizeTable'>,
  line: { kind: string; amountSatang: number; rateX100: number; units: number | null },
): number {
  return lineTopPayoutSatang(game, line);
}

/**
 * The default cap of a kind when ops set none, satang. Rate kinds: `rateKindDefaultSatang` (the api's
 * EXPOSURE_CAP_BAHT).
 * Set/zodiac kinds: the spec's own per-number limit (120 sets, 99 tickets) × the top prize, so the default
 * never refuses what that limit allows; ops may set a lower cap.
 */
export function defaultExposureCapSatang(
  game: Pick<GameDef, 'perNumberLimit' | 'prizeTable'>,
  kind: BetKind,
  rateKindDefaultSatang: number,
): number {
  if (isUnitKind(kind) && game.perNumberLimit && game.prizeTable?.[0])
    return game.perNumberLimit * game.prizeTable[0].satang;
  return rateKindDefaultSatang;
}
