/**
 * Seeds the ticket inventory of upcoming shop rounds that have none (issue 4): `tickets` tickets spread
 * over distinct 6-digit numbers drawn with node's CSPRNG (`crypto.randomInt`), 1–5 tickets per number
 * (about tickets / 3 numbers). Only rounds accepting now or opening within SEED_AHEAD_HOURS are seeded,
 * so a first start does one draw's worth. A round whose inventory ops loaded is never re-seeded.
 * Rows go in with multi-row `unnest` inserts of BATCH numbers.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/transaction';
import { SEED_AHEAD_HOURS, SHOP_GAME_CODE } from '../shop-game';

const BATCH = 20_000;

/** Pure: a random stock of `tickets` tickets: distinct numbers, quantity 1-5 each (the last may be less). */
export function randomInventory(tickets: number, randomInt: (min: number, max: number) => number = crypto.randomInt) {
  const stock = new Map<string, number>();
  let total = 0;
  while (total < tickets && stock.size < 1_000_000) {
    const number = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (stock.has(number)) continue;
    const quantity = Math.min(randomInt(1, 6), tickets - total);
    stock.set(number, quantity);
    total += quantity;
  }
  return stock;
}

/** Inserts `stock` (number → quantity) into a round's inventory, adding to existing quantities. */
export async function insertInventory(db: DbOrTrx, roundId: number, stock: Map<string, number>): Promise<void> {
  const entries = [...stock.entries()];
  for (let i = 0; i < entries.length; i += BATCH) {
    const part = entries.slice(i, i + BATCH);
    await sql`
      insert into lottery_inventory (round_id, number, quantity)
      select ${roundId}, n, q from unnest(${sql.val(part.map((e) => e[0]))}::text[], ${sql.val(part.map((e) => e[1]))}::int[]) as v(n, q)
      on conflict (round_id, number) do update set quantity = excluded.quantity`.execute(db);
  }
}

export async function seedShopInventory(
  db: DbOrTrx,
  now: Date,
  tickets: number,
): Promise<{ rounds: number; tickets: number }> {
  if (tickets <= 0) return { rounds: 0, tickets: 0 };
  const horizon = new Date(now.getTime() + SEED_AHEAD_HOURS * 3600_000);
  const rounds = await db
    .selectFrom('rounds as r')
    .select('r.id')
    .where('r.game_code', '=', SHOP_GAME_CODE)
    .where('r.state', 'in', ['scheduled', 'open'])
    .where('r.close_at', '>', now)
    .where('r.open_at', '<=', horizon)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('lottery_inventory as i').select('i.number').whereRef('i.round_id', '=', 'r.id'))),
    )
    .execute();
  for (const r of rounds) await insertInventory(db, r.id, randomInventory(tickets));
  return { rounds: rounds.length, tickets: rounds.length * tickets };
}
