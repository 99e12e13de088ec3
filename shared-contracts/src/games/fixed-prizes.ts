/**
 * Fixed-prize games: set lotteries and Laos zodiac (docs/game-rules.md "Set games", "Laos zodiac"). A ticket or set
 * collects only its highest prize. Amounts come from the game's catalogue `prizeTable` (satang per set/ticket).
 */
import { sortedDigits } from './bet-kinds';
import type { PrizeTier } from './catalogue';

/**
 * The set tiers a 4-digit set number matches against the family's d4, best first:
 * FOUR_STRAIGHT, FOUR_ANY_ORDER, THREE_STRAIGHT (last 3), THREE_ANY_ORDER (last 3), TWO_FRONT_BACK
 * (first 2 or last 2). Domain-reference 3.9.
 */
export function setTiersMatched(number: string, d4: string): string[] {
  const t: string[] = [];
  if (number === d4) t.push('FOUR_STRAIGHT');
  if (sortedDigits(number) === sortedDigits(d4)) t.push('FOUR_ANY_ORDER');
  if (number.slice(-3) === d4.slice(-3)) t.push('THREE_STRAIGHT');
  if (sortedDigits(number.slice(-3)) === sortedDigits(d4.slice(-3))) t.push('THREE_ANY_ORDER');
  if (number.slice(0, 2) === d4.slice(0, 2) || number.slice(-2) === d4.slice(-2)) t.push('TWO_FRONT_BACK');
  return t;
}

/** The zodiac tiers a 6-digit ticket matches against the 6-digit result (trailing digits; similar six). */
export function zodiacTiersMatched(ticket: string, result: string): string[] {
  const t: string[] = [];
  if (ticket === result) t.push('SIX');
  if (ticket !== result && sortedDigits(ticket) === sortedDigits(result)) t.push('SIMILAR_SIX');
  const names = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'];
  for (let n = 5; n >= 1; n--) if (ticket.slice(-n) === result.slice(-n)) t.push(names[n - 1]!);
  return t;
}

/**
 * The highest prize among matched tiers, in satang per unit, or null when nothing matched.
 * `table` is ordered best first; a tier absent from the table pays nothing.
 */
export function highestPrize(
  matched: readonly string[],
  table: readonly PrizeTier[],
): { tier: string; satang: number } | null {
  let best: { tier: string; satang: number } | null = null;
  for (const tier of matched) {
    const row = table.find((p) => p.tier === tier);
    if (row && (!best || row.satang > best.satang)) best = { tier, satang: row.satang };
  }
  return best;
}
