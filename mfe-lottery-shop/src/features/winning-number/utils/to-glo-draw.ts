/**
 * The government winning result (docs/product.md "API paths") as a `GloDraw`, so the shared
 * `checkGloTicket` checks tickets against it (the client never re-implements the prize rules).
 */
import type { GloDraw, GloPrizeTier, GovernmentWinningResult } from 'shared-contracts';

export function toGloDraw(r: GovernmentWinningResult): GloDraw {
  return {
    date: r.date.slice(0, 10),
    first: r.first_prize[0] ?? '',
    adjacentFirst: r.similar_first_prize,
    second: r.second_prize,
    third: r.third_prize,
    fourth: r.fourth_prize,
    fifth: r.fifth_prize,
    firstThree: r.first_three_prize,
    lastThree: r.last_three_prize,
    lastTwo: r.last_two_prize[0] ?? '',
  };
}

/** The prize tiers in the order of the official result sheet, with their winning-result fields. */
export const PRIZE_ROWS: { tier: GloPrizeTier; field: keyof GovernmentWinningResult }[] = [
  { tier: 'FIRST', field: 'first_prize' },
  { tier: 'FIRST_THREE', field: 'first_three_prize' },
  { tier: 'LAST_THREE', field: 'last_three_prize' },
  { tier: 'LAST_TWO', field: 'last_two_prize' },
  { tier: 'ADJACENT_FIRST', field: 'similar_first_prize' },
  { tier: 'SECOND', field: 'second_prize' },
  { tier: 'THIRD', field: 'third_prize' },
  { tier: 'FOURTH', field: 'fourth_prize' },
  { tier: 'FIFTH', field: 'fifth_prize' },
];
