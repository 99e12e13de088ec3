/**
 * PubNub timetokens: 17-digit decimal strings, epoch milliseconds * 10000 + a counter. Taken from the one
 * row of `live_clock` (migration 0010) so they are unique across api processes and commit in increasing
 * order. They exceed 2^53: JavaScript holds them as bigint or text, SQL reads them as `::text`.
 */
import { sql } from 'kysely';
import { AppError, ErrorCode } from 'shared-contracts';
import type { DbOrTrx } from '../db/transaction';

/** The NOTIFY channel of live events (`<tt>\n<channel>[\n<envelope JSON>]`, live/live-events.ts). */
export const LIVE_EVENTS_CHANNEL = 'live_events';
/** The NOTIFY channel of live access changes (payload: the user id whose tokens were revoked). */
export const LIVE_ACCESS_CHANNEL = 'live_access';

/** The timetoken of an instant (no counter). */
export function timetokenAt(at: Date): bigint {
  return BigInt(at.getTime()) * 10_000n;
}

/** The instant of a timetoken (the counter dropped). */
export function instantOf(tt: bigint): Date {
  return new Date(Number(tt / 10_000n));
}

/**
 * Parses a timetoken of the wire (1-19 digits) for `field`; undefined or '' gives undefined.
 * Throws 400 E10000 naming the field otherwise.
 */
export function parseTimetoken(text: string | undefined, field: string): bigint | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^\d{1,19}$/.test(text)) throw new AppError(ErrorCode.BAD_REQUEST, `${field} must be a timetoken (digits)`);
  const tt = BigInt(text);
  if (tt > 9_223_372_036_854_775_807n) throw new AppError(ErrorCode.BAD_REQUEST, `${field} is out of range`);
  return tt;
}

/**
 * The next timetoken: `greatest(last + 1, now)`, on the clock row. Call it inside the writing transaction,
 * as late as possible: its row lock is held until the commit, which orders every writer.
 */
export async function takeTimetoken(trx: DbOrTrx, now: Date): Promise<bigint> {
  const r = await sql<{ tt: string }>`
    update live_clock set last_tt = greatest(last_tt + 1, ${timetokenAt(now).toString()}::bigint)
    returning last_tt::text as tt`.execute(trx);
  return BigInt(r.rows[0]!.tt);
}

/**
 * Moves the clock up to `now` without taking a timetoken and returns the newest one ever taken (or now):
 * every later event has a greater timetoken. Used when a process starts listening.
 */
export async function advanceClock(db: DbOrTrx, now: Date): Promise<bigint> {
  const r = await sql<{ tt: string }>`
    update live_clock set last_tt = greatest(last_tt, ${timetokenAt(now).toString()}::bigint)
    returning last_tt::text as tt`.execute(db);
  return BigInt(r.rows[0]!.tt);
}
