/**
 * Thai Government Lottery (GLO): the underground digit derivation (docs/game-rules.md "Winning digits per family")
 * and the ticket prize checker (docs/game-rules.md "Government-lottery ticket shop"). The draw schema of
 * `data/glo-draws.json` (`gloDrawSchema`) is in result-schemas.ts.
 */
import type { ResultDigits } from './bet-kinds';
import type { GloDraw } from './result-schemas';

/** Underground digits of a GLO draw: top3/top2 from the first prize, bottom2 = the last-two prize. */
export function deriveGloDigits(draw: GloDraw): ResultDigits {
  return {
    top3: draw.first.slice(-3),
    top2: draw.first.slice(-2),
    bottom2: draw.lastTwo,
    front3: [...draw.firstThree],
    bottom3: [...draw.lastThree],
    d6: draw.first,
  };
}

export type GloPrizeTier =
  'FIRST' | 'ADJACENT_FIRST' | 'SECOND' | 'THIRD' | 'FOURTH' | 'FIFTH' | 'FIRST_THREE' | 'LAST_THREE' | 'LAST_TWO';

/**
 * Official prize per ticket, satang (docs/game-rules.md "Government-lottery ticket shop"). Same amounts in every era;
 * only the tiers differ.
 */
export const GLO_PRIZE_SATANG: Record<GloPrizeTier, number> = {
  FIRST: 6_000_000_00,
  ADJACENT_FIRST: 100_000_00,
  SECOND: 200_000_00,
  THIRD: 80_000_00,
  FOURTH: 40_000_00,
  FIFTH: 20_000_00,
  FIRST_THREE: 4_000_00,
  LAST_THREE: 4_000_00,
  LAST_TWO: 2_000_00,
};

export interface GloTicketWin {
  tier: GloPrizeTier;
  /** The published number that matched. */
  number: string;
  /** Prize in satang. */
  amountSatang: number;
}

export interface GloTicketCheck {
  ticket: string;
  wins: GloTicketWin[];
  /** Sum of every tier matched, satang. */
  totalSatang: number;
}

/**
 * Checks one 6-digit ticket against a draw: every tier it matches counts, and a number published twice (in two tiers,
 * or twice in one tier) wins each time it is published (docs/game-rules.md "Government-lottery ticket shop"). Throws
 * RangeError when `ticket` is not 6 digits.
 */
export function checkGloTicket(ticket: string, draw: GloDraw): GloTicketCheck {
  if (!/^\d{6}$/.test(ticket)) throw new RangeError(`ticket must be 6 digits, got "${ticket}"`);
  const wins: GloTicketWin[] = [];
  const add = (tier: GloPrizeTier, numbers: readonly string[], matches: (n: string) => boolean) => {
    for (const n of numbers) {
      if (matches(n)) wins.push({ tier, number: n, amountSatang: GLO_PRIZE_SATANG[tier] });
    }
  };
  const exact = (n: string) => n === ticket;
  add('FIRST', [draw.first], exact);
  add('ADJACENT_FIRST', draw.adjacentFirst, exact);
  add('SECOND', draw.second, exact);
  add('THIRD', draw.third, exact);
  add('FOURTH', draw.fourth, exact);
  add('FIFTH', draw.fifth, exact);
  add('FIRST_THREE', draw.firstThree, (n) => ticket.startsWith(n));
  add('LAST_THREE', draw.lastThree, (n) => ticket.endsWith(n));
  add('LAST_TWO', [draw.lastTwo], (n) => ticket.endsWith(n));
  return { ticket, wins, totalSatang: wins.reduce((s, w) => s + w.amountSatang, 0) };
}
