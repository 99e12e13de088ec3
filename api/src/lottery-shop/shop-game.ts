/**
 * The government-lottery ticket shop's game (catalogue entry LOTTH, `lottery/thai`) and its constants
 * (docs/game-rules.md "Government-lottery ticket shop" and "Partial cancel").
 */
import { SHOP_GAME_CODE, gameByCode, type GameDef } from 'shared-contracts';

export { SHOP_GAME_CODE };

/** LOTTH: opens 16:30 on the previous draw date, closes 13:00 on the draw date (Bangkok). */
export const SHOP_GAME: GameDef = gameByCode(SHOP_GAME_CODE)!;

/** The game whose draw calendar (real GLO dates) the shop reuses. */
export const CALENDAR_GAME_CODE = 'UG';

/** A booking holds its stock this long after the cart's last change (minutes). */
export const CART_HOLD_MINUTES = 15;

/** Tickets seeded per draw when no inventory file was loaded (spread over distinct numbers, 1-5 each). */
export const DEFAULT_SEED_TICKETS = 300_000;

/** Shop rounds that get a seeded inventory: those accepting now or opening within this many hours. */
export const SEED_AHEAD_HOURS = 48;

/** Slip id: LOTTH + 8-digit sequence, e.g. LOTTH00000012. */
export function shopSlipCode(sequence: number): string {
  return `${SHOP_GAME_CODE}${String(sequence).padStart(8, '0')}`;
}

/** Tickets seeded per draw in tests (NODE_ENV=test) unless LOTTERY_SEED_TICKETS says otherwise. */
export const TEST_SEED_TICKETS = 2_000;

/**
 * Tickets to seed per upcoming draw: LOTTERY_SEED_TICKETS when set, else TEST_SEED_TICKETS under
 * NODE_ENV=test, else DEFAULT_SEED_TICKETS (both drivers; see README "Lottery shop" for PGlite timing).
 */
export function shopSeedTickets(config: { lotterySeedTickets: number | undefined; nodeEnv: string }): number {
  if (config.lotterySeedTickets !== undefined) return config.lotterySeedTickets;
  return config.nodeEnv === 'test' ? TEST_SEED_TICKETS : DEFAULT_SEED_TICKETS;
}
