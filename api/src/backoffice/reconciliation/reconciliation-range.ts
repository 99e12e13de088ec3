/**
 * The date range of a reconciliation read (issue 10): Bangkok calendar dates `from`..`to` (both included) and
 * the instants that bound them, `[start, end)`. Bangkok is UTC+7 all year (no DST), so a Bangkok day is
 * `date 00:00+07:00` up to the next day's. Validation (real dates, from ≤ to, at most RECONCILIATION_MAX_DAYS)
 * is the querystring schema's (shared-contracts schemas/reconciliation.ts); this only fills the defaults.
 */
import { bangkokDate } from 'shared-contracts';

export interface BangkokRange {
  from: string;
  to: string;
  /** `from` 00:00 Bangkok. */
  start: Date;
  /** The day after `to`, 00:00 Bangkok (exclusive). */
  end: Date;
}

/**
 * `from`..`to` when both are given; else `defaultDays` days from the given end (from `from` on, or up to `to`),
 * or the last `defaultDays` Bangkok days up to today (by `now`).
 */
export function bangkokRange(
  q: { from?: string | undefined; to?: string | undefined },
  now: Date,
  defaultDays = 30,
): BangkokRange {
  const to = q.to ?? (q.from !== undefined ? addDays(q.from, defaultDays - 1) : bangkokDate(now));
  const from = q.from ?? addDays(to, -(defaultDays - 1));
  return { from, to, start: startOfBangkokDay(from), end: startOfBangkokDay(addDays(to, 1)) };
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant a Bangkok calendar day starts. */
export function startOfBangkokDay(date: string): Date {
  return new Date(`${date}T00:00:00+07:00`);
}
