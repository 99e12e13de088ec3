/**
 * The ticket shop's part of a scheduler tick (inside the tick's transaction and advisory lock): create
 * shop rounds for upcoming GLO draw dates, seed the inventory of rounds about to sell, and sweep stale
 * carts. Round states move with every other round's (advance-round-states.ts).
 */
import type { DbOrTrx } from '../db/transaction';
import { sweepExpiredCarts } from './cart/sweep-expired-carts';
import { seedShopInventory } from './inventory/seed-inventory';
import { ensurePlannedRounds } from '../draw-games/rounds/ensure-planned-rounds';
import { CALENDAR_GAME_CODE, SHOP_GAME } from './shop-game';

export async function runShopTick(
  db: DbOrTrx,
  now: Date,
  seedTickets: number,
): Promise<{ created: number; seeded: number; swept: number }> {
  const created = await ensurePlannedRounds(db, SHOP_GAME, now, CALENDAR_GAME_CODE);
  const seeded = (await seedShopInventory(db, now, seedTickets)).rounds;
  const swept = await sweepExpiredCarts(db, now);
  return { created, seeded, swept };
}
