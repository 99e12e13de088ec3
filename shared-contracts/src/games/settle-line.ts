/**
 * The outcome of one bet line against a round's derived digits (docs/game-rules.md "Bet kinds", "Set games",
 * "Laos zodiac"), pure: the rule settlement applies and the tests check, beside `lineWins`.
 */
import { payoutSatang } from '../money';
import { lineWins, type BetKind, type ResultDigits } from './bet-kinds';
import type { GameDef } from './catalogue';
import { highestPrize, setTiersMatched, zodiacTiersMatched } from './fixed-prizes';
import { isUnitKind } from './price-line';

/** A settled line: WIN with what it pays (satang) and, for set/zodiac lines, the prize tier; or LOSE. */
export interface LineOutcome {
  status: 'WIN' | 'LOSE';
  payoutSatang: number;
  prizeTier: string | null;
}

/**
 * Settles one line (`amount_satang` stake, `rate_x100` the rate stored on the line, `units` for
 * set/zodiac lines). Rate kinds WIN floor(stake × rate) (`payoutSatang`) when `lineWins`. SET_4D lines
 * win only the set's highest prize × sets (against `digits.d4`), SIX_NUMBER (Laos zodiac) the highest
 * prize × tickets (against `digits.d6`), from `game`'s prize table (no game: nothing to win).
 */
export function settleLine(
  line: { kind: string; number: string; amount_satang: number; rate_x100: number; units?: number | null },
  digits: ResultDigits,
  game?: Pick<GameDef, 'prizeTable'>,
): LineOutcome {
  if (isUnitKind(line.kind)) {
    const result = line.kind === 'SET_4D' ? digits.d4 : digits.d6;
    const tiers = result
      ? line.kind === 'SET_4D'
        ? setTiersMatched(line.number, result)
        : zodiacTiersMatched(line.number, result)
      : [];
    const best = highestPrize(tiers, game?.prizeTable ?? []);
    if (!best) return { status: 'LOSE', payoutSatang: 0, prizeTier: null };
    return { status: 'WIN', payoutSatang: best.satang * (line.units ?? 0), prizeTier: best.tier };
  }
  const win = lineWins(line.kind as BetKind, line.number, digits);
  return {
    status: win ? 'WIN' : 'LOSE',
    payoutSatang: win ? payoutSatang(line.amount_satang, line.rate_x100) : 0,
    prizeTier: null,
  };
}
