/**
 * Player protection as plain values (issue 12; docs/product.md "Player protection"): the limits a player may set,
 * the reality-check choices, the self-exclusion periods and when one ends. No zod: the wire schemas in
 * schemas/player-protection.ts stay on the server side.
 */

/** The six limits a player may set: deposits and net loss per Bangkok day, week (from Monday) and month. */
export const LIMIT_KINDS = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = 'day' | 'week' | 'month';

/** The reality-check intervals a player may choose, minutes. */
export const REALITY_CHECK_CHOICES = [15, 30, 60, 120] as const;

/** Self-exclusion periods: 6 months, 1 year, 5 years. */
export const SELF_EXCLUSION_PERIODS = ['6M', '1Y', '5Y'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
const SELF_EXCLUSION_MONTHS: Record<SelfExclusionPeriod, number> = { '6M': 6, '1Y': 12, '5Y': 60 };
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/**
 * When a self-exclusion of `period` that starts at `from` ends: the same Bangkok wall-clock time
 * 6/12/60 calendar months later (a 31st falls back to the month's last day). Pure.
 */
export function selfExclusionEnd(from: Date, period: SelfExclusionPeriod): Date {
  // Bangkok is UTC+7 all year: shift into Bangkok wall-clock, add calendar months in UTC, shift back
  const local = new Date(from.getTime() + BANGKOK_OFFSET_MS);
  const day = local.getUTCDate();
  const target = new Date(local.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + SELF_EXCLUSION_MONTHS[period]);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return new Date(target.getTime() - BANGKOK_OFFSET_MS);
}

/** `data` of E40001 / E40002: the limit that would be passed (baht). */
export interface LimitReachedData {
  period: LimitPeriod;
  limit: number;
  used: number;
  remaining: number;
}
