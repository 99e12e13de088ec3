/**
 * The streak of the mini-games (docs/game-rules.md "Mini-games"): the player stakes once, each win multiplies
 * the running payout by the slip's multiplier (stored on the slip when it is staked, ×100: 1.96 → 196), floored
 * to whole satang at every win, and a cash-out pays the running payout. Integer satang only.
 */
import { GAMES, type GameDef, type StreakStakes } from './catalogue';
import type { StreakGame } from './provably-fair';

/** The streak games' catalogue slugs, which are also their API path prefixes (`/cointossing/bet`). */
export const STREAK_GAMES: readonly StreakGame[] = ['cointossing', 'paoyingchub'];

/** The catalogue entry of a streak game (its short code CT or PYC, stake limits in `streak`). */
export function streakGameDef(slug: StreakGame): GameDef & { streak: StreakStakes } {
  const game = GAMES.find((g) => g.slug === slug && g.streak);
  if (!game?.streak) throw new Error(`${slug} is not a streak game of the catalogue`);
  return game as GameDef & { streak: StreakStakes };
}

/** The running payout after one more win: floor(payout × multiplier), satang. */
export function nextPayoutSatang(payoutSatang: number, multiplierX100: number): number {
  return Math.floor((payoutSatang * multiplierX100) / 100);
}

/**
 * The ladder the player climbs: the running payout after 1, 2, ... `count` wins on `stakeSatang`, stopping
 * before the first rung above `maxPayoutSatang` (a streak that reaches the cap is cashed out there).
 */
export function streakLadder(
  stakeSatang: number,
  multiplierX100: number,
  maxPayoutSatang: number,
  count: number,
): number[] {
  const rungs: number[] = [];
  let payout = stakeSatang;
  for (let i = 0; i < count; i += 1) {
    payout = nextPayoutSatang(payout, multiplierX100);
    if (payout > maxPayoutSatang) break;
    rungs.push(payout);
  }
  return rungs;
}
