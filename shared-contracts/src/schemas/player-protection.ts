/**
 * Player protection (issue 12): deposit and loss limits, the reality check and self-exclusion.
 * Amounts are baht with at most 2 decimals on the wire (satang after parsing); instants are ISO-8601.
 * The plain values (limit kinds, choices, periods, `selfExclusionEnd`) are in player-protection/protection-rules.ts.
 */
import { z } from 'zod';
import { LIMIT_KINDS, REALITY_CHECK_CHOICES, SELF_EXCLUSION_PERIODS } from '../player-protection/protection-rules';
import { bahtAmount, pin } from './common';

/** A limit as `GET/PUT users/limits` show it (baht). */
export const limitView = z.object({
  /** The limit in force; null = no limit. */
  limit: z.number().nullable(),
  /** Deposits (deposit_*) or net loss = stakes − payouts − refunds (loss_*; negative when ahead) this period. */
  used: z.number(),
  /** What may still be deposited or lost this period; null = no limit. */
  remaining: z.number().nullable(),
  /** The period (Bangkok calendar day, week from Monday, calendar month) this figure covers. */
  period_start: z.string(),
  resets_at: z.string(),
  /** A raise or removal waiting to apply (`limit` null = the limit goes). */
  pending: z.object({ limit: z.number().nullable(), effective_at: z.string() }).nullable(),
});
export type LimitView = z.infer<typeof limitView>;

/** `GET/PUT users/limits`. */
export const playerLimitsData = z.object({
  deposit_day: limitView,
  deposit_week: limitView,
  deposit_month: limitView,
  loss_day: limitView,
  loss_week: limitView,
  loss_month: limitView,
  /** Hours a raise or removal waits before it applies. */
  raise_delay_hours: z.number().int(),
  /** The server's time of these figures (the client's clock may differ). */
  as_of: z.string(),
});
export type PlayerLimitsData = z.infer<typeof playerLimitsData>;

const limitValue = bahtAmount.nullable().optional();

/**
 * `PUT users/limits`: the limits to change, baht; null = no limit; a field left out stays as it is.
 * A lower (or new) limit applies at once; a higher one, or removing one, waits `raise_delay_hours`.
 */
export const setLimitsBody = z
  .strictObject({
    deposit_day: limitValue,
    deposit_week: limitValue,
    deposit_month: limitValue,
    loss_day: limitValue,
    loss_week: limitValue,
    loss_month: limitValue,
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: `send at least one of ${LIMIT_KINDS.join(', ')}`,
  });
export type SetLimitsBody = z.input<typeof setLimitsBody>;

/** `GET/PUT users/reality-check`: the current session's time and net result. */
export const realityCheckData = z.object({
  interval_minutes: z.number().int(),
  /** When this session (login) started. */
  session_started_at: z.string(),
  elapsed_minutes: z.number().int(),
  /** Payouts + refunds − stakes since the session started, baht (negative = lost). */
  net_result: z.number(),
  /** Seconds until the next check is due (server clock). */
  next_check_in_seconds: z.number().int(),
});
export type RealityCheckData = z.infer<typeof realityCheckData>;

/** `PUT users/reality-check`: the interval, one of 15, 30, 60, 120 minutes. */
export const setRealityCheckBody = z.strictObject({
  interval_minutes: z.literal(REALITY_CHECK_CHOICES, {
    message: `interval_minutes must be one of ${REALITY_CHECK_CHOICES.join(', ')}`,
  }),
});
export type SetRealityCheckBody = z.infer<typeof setRealityCheckBody>;

/** `POST users/self-exclusion`: the period and the player's PIN again. */
export const selfExclusionBody = z.strictObject({
  period: z.enum(SELF_EXCLUSION_PERIODS, { message: `period must be one of ${SELF_EXCLUSION_PERIODS.join(', ')}` }),
  pin,
});
export type SelfExclusionBody = z.infer<typeof selfExclusionBody>;

export const selfExclusionData = z.object({
  /** The end of the exclusion (never earlier than an exclusion already in force). */
  self_excluded_until: z.string(),
  /** Sessions ended by the exclusion (all of the player's). */
  sessions_revoked: z.number().int(),
});
export type SelfExclusionData = z.infer<typeof selfExclusionData>;
