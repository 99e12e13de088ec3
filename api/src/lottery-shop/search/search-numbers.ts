/**
 * POST /lottery/search-number?limit=N (docs/product.md "Ticket shop cart"): numbers of the open shop round with stock
 * left (quantity − sold − unexpired bookings > 0) whose digits match the six boxes (a blank box matches
 * any digit), at most `limit` (default 5, max 50), each with its remaining stock: a random window of
 * matches (random start, wrapping around), shuffled. `GET /lottery/suggest-number` is the same with every box blank and 5 numbers.
 * No shop round open → an empty list.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { LotterySearchData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { findOpenShopRound } from '../rounds/find-shop-round';
import { artworkPath } from './ticket-artwork';

/** Pure: the LIKE pattern of six boxes ('' = any digit → '_'). */
export function searchPattern(digits: readonly string[]): string {
  return Array.from({ length: 6 }, (_, i) => (digits[i] && /^\d$/.test(digits[i]!) ? digits[i] : '_')).join('');
}

/** Candidates read per search: LIMIT × this, shuffled, so the answer is a random pick among them. */
const OVERSAMPLE = 4;

/**
 * Reads up to `k` matching numbers with stock in number order from `from` to `to` (inclusive), with
 * their remaining stock. Walks the (round_id, number) primary key, so a search costs about
 * k × 10^(fixed digits) index entries, not the whole inventory.
 */
async function scanRange(
  ctx: AppContext,
  q: { roundId: number; pattern: string; from: string; to: string; k: number; now: Date },
) {
  const rows = await sql<{ number: string; remaining: number }>`
    select c.number, c.remaining from (
      select i.number,
             i.quantity - i.sold - coalesce((select sum(ci.amount)::int
                                               from lottery_cart_items ci
                                               join lottery_carts ca on ca.user_id = ci.user_id and ca.round_id = ci.round_id
                                              where ci.round_id = i.round_id and ci.number = i.number
                                                and ca.expired_at > ${q.now}), 0) as remaining
        from lottery_inventory i
       where i.round_id = ${q.roundId} and i.number >= ${q.from} and i.number <= ${q.to}
         and i.number like ${q.pattern} and i.quantity > i.sold
       order by i.number
       limit ${q.k}) c
     where c.remaining > 0`.execute(ctx.db);
  return rows.rows.map((r) => ({ number: r.number, remaining: Number(r.remaining) }));
}

export async function searchNumbers(
  ctx: AppContext,
  digits: readonly string[],
  limit: number,
): Promise<LotterySearchData> {
  const now = ctx.clock.now();
  const round = await findOpenShopRound(ctx.db, now);
  if (!round) return { round_id: null, draw_date: null, lottery_bg: null, number_list: [] };
  const pattern = searchPattern(digits);
  // start at a random number inside the pattern's prefix range and wrap around: a random window of
  // matches, shuffled (uniform enough for browsing; the seeded stock itself is CSPRNG-random)
  const prefix = pattern.split('_')[0]!;
  const lo = prefix.padEnd(6, '0');
  const hi = prefix.padEnd(6, '9');
  const start = String(crypto.randomInt(Number(lo), Number(hi) + 1)).padStart(6, '0');
  const k = limit * OVERSAMPLE;
  const found = await scanRange(ctx, { roundId: round.id, pattern, from: start, to: hi, k, now });
  if (found.length < k && start > lo) {
    const before = start === '000000' ? start : String(Number(start) - 1).padStart(6, '0');
    found.push(
      ...(await scanRange(ctx, { roundId: round.id, pattern, from: lo, to: before, k: k - found.length, now })),
    );
  }
  for (let i = found.length - 1; i > 0; i--) {
    const j = crypto.randomInt(0, i + 1);
    [found[i], found[j]] = [found[j]!, found[i]!];
  }
  return {
    round_id: String(round.id),
    draw_date: round.draw_date,
    lottery_bg: artworkPath(round.draw_date),
    number_list: found.slice(0, limit),
  };
}
