/**
 * Stock of shop numbers (docs/game-rules.md "Government-lottery ticket shop"; issue 4): remaining = quantity − sold −
 * booked, where booked is the sum of amounts in carts of the round whose `expired_at` is after `now` (an expired cart
 * holds nothing, whether or not the sweep has deleted it yet). Counts are tickets.
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/transaction';

export interface NumberStock {
  number: string;
  quantity: number;
  sold: number;
  /** Held by unexpired carts (other than `exceptUserId`'s). */
  booked: number;
  remaining: number;
}

/**
 * Stock of `numbers` in a round. `lock` takes the inventory rows FOR UPDATE in number order (every
 * writer locks in that order, so concurrent bookings of one number serialise and never deadlock).
 * Numbers without an inventory row are absent from the map (remaining 0).
 */
export async function stockOfNumbers(
  db: DbOrTrx,
  opts: { roundId: number; numbers: readonly string[]; now: Date; exceptUserId?: number; lock?: boolean },
): Promise<Map<string, NumberStock>> {
  if (opts.numbers.length === 0) return new Map();
  const sorted = [...new Set(opts.numbers)].sort();
  const except = opts.exceptUserId ?? 0;
  if (opts.lock) {
    // lock first, read after: under READ COMMITTED the next statement's snapshot then sees the bookings
    // committed by whoever held the lock before us (one statement would read a snapshot from before)
    await sql`select number from lottery_inventory
               where round_id = ${opts.roundId} and number = any(${sql.val(sorted)}::text[])
               order by number for update`.execute(db);
  }
  const rows = await sql<{ number: string; quantity: number; sold: number; booked: number }>`
    select i.number, i.quantity, i.sold,
           coalesce((select sum(ci.amount)::int
                       from lottery_cart_items ci
                       join lottery_carts c on c.user_id = ci.user_id and c.round_id = ci.round_id
                      where ci.round_id = i.round_id and ci.number = i.number
                        and c.expired_at > ${opts.now} and ci.user_id <> ${except}), 0) as booked
      from lottery_inventory i
     where i.round_id = ${opts.roundId} and i.number = any(${sql.val(sorted)}::text[])
     order by i.number`.execute(db);
  const out = new Map<string, NumberStock>();
  for (const r of rows.rows) {
    const booked = Number(r.booked);
    out.set(r.number, { ...r, booked, remaining: Math.max(0, r.quantity - r.sold - booked) });
  }
  return out;
}

/** True when no number of the round has stock left (quantity − sold − unexpired bookings ≤ 0 for all). */
export async function isRoundSoldOut(db: DbOrTrx, roundId: number, now: Date): Promise<boolean> {
  const r = await sql<{ left: number }>`
    select coalesce(sum(i.quantity - i.sold), 0)::bigint -
           coalesce((select sum(ci.amount)
                       from lottery_cart_items ci
                       join lottery_carts c on c.user_id = ci.user_id and c.round_id = ci.round_id
                      where c.round_id = ${roundId} and c.expired_at > ${now}), 0)::bigint as left
      from lottery_inventory i where i.round_id = ${roundId}`.execute(db);
  return Number(r.rows[0]?.left ?? 0) <= 0;
}
