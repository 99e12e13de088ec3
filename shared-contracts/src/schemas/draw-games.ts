/**
 * Wire shapes of the draw-game engine (issue 3; docs/game-rules.md; docs/product.md "API paths"): every draw game's
 * `{family}/.../{type}` endpoints beyond the foundation's `currentRoundData`, `placeBetBody`, `betSlipData`
 * and `winningNumberData` (schemas/rounds.ts), which stay as they are and are reused here.
 *
 * Units on the wire: money is baht (at most 2 decimals); set and zodiac lines count units (sets / tickets):
 * on `SET_4D` and `SIX_NUMBER` lines the request's `amount` is the number of units, and the stored stake
 * is units × the game's `unitPriceSatang` (the line's `amount` in responses is that stake in baht, `units` the
 * count). Times are ISO-8601 instants; draw dates are Bangkok dates.
 */
import { z } from 'zod';
import { betLineData, betLineStatus, betSlipData, placeBetBody, winningNumberData } from './rounds';

/** Restricted-number rule (เลขอั้น, docs/game-rules.md "Restricted numbers"). */
export const restrictionRule = z.enum(['CLOSED', 'REDUCED_RATE', 'CAP']);
export type RestrictionRule = z.infer<typeof restrictionRule>;

/** What a cap or a remaining amount counts: baht of stake (rate kinds), sets (SET_4D) or tickets (SIX_NUMBER). */
export const limitUnit = z.enum(['BAHT', 'SET', 'TICKET']);
export type LimitUnit = z.infer<typeof limitUnit>;

/** `GET {family}/current-round/{type}` query: Hanoi and Laos accept `is_set` (true = their set game's round). */
export const currentRoundQuery = z.object({
  is_set: z
    .enum(['true', 'false'], { message: 'is_set must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

/** A bet line as draw games show it: the foundation line plus units (set/zodiac) and the rule in force. */
export const drawBetLineData = betLineData.extend({
  /** Sets (SET_4D) or tickets (SIX_NUMBER); null for rate kinds. */
  units: z.number().int().nullable(),
  /** Restricted-number rule applied when placed (REDUCED_RATE) or null. */
  rule: restrictionRule.nullable(),
  /** Winning tier of a set/zodiac line once settled (e.g. FOUR_STRAIGHT, SIX), else null. */
  prize_tier: z.string().nullable(),
});
export type DrawBetLineData = z.infer<typeof drawBetLineData>;

/** A bet slip of any draw game (slip ids start with the game's short code). */
export const drawBetSlipData = betSlipData.extend({
  lines: z.array(drawBetLineData),
  /** Set when the slip's round was voided (its stake refunded). */
  void_reason: z.string().nullable(),
  /** Total cancel fees kept on this slip, baht. */
  cancel_fee: z.number(),
});
export type DrawBetSlipData = z.infer<typeof drawBetSlipData>;

/** `POST {family}/bet/limitation/{type}` body: the same as `bet` (nothing is placed). */
export const betLimitationBody = placeBetBody;
export type BetLimitationBody = z.input<typeof betLimitationBody>;

/** One line's check against the game's limits and the restricted numbers in force. */
export const betLimitationLine = z.object({
  index: z.number().int(),
  kind: z.string(),
  number: z.string(),
  /** Stake in baht (set/zodiac: units × unit price). */
  amount: z.number(),
  units: z.number().int().nullable(),
  /** Rate in force (baht per baht), after any REDUCED_RATE factor; 0 for set/zodiac kinds. */
  rate: z.number(),
  rule: restrictionRule.nullable(),
  /** What may still be staked on this number (in `unit`), or null when unlimited. */
  remaining: z.number().nullable(),
  unit: limitUnit,
  accepted: z.boolean(),
  /** Why the line would be refused (closed number, cap reached, ...), else null. */
  message: z.string().nullable(),
  /**
   * Set when the line would be refused because the number's payout if it wins would pass the house's
   * cap (E20030 on `bet`): payouts in baht, as in the E20030 data; null (or absent) otherwise.
   */
  exposure: z.object({ cap: z.number(), current: z.number(), requested: z.number() }).nullable().optional(),
});
export type BetLimitationLine = z.infer<typeof betLimitationLine>;
export const betLimitationData = z.object({
  round_id: z.string(),
  ok: z.boolean(),
  total_amount: z.number(),
  lines: z.array(betLimitationLine),
});
export type BetLimitationData = z.infer<typeof betLimitationData>;

/** A restricted number visible to players (`GET {family}/limit-number/{type}`). */
export const limitNumberEntry = z.object({
  kind: z.string(),
  /** The number as restricted; any-order kinds are keyed by sorted digits (`limitKey`). */
  number: z.string(),
  rule: restrictionRule,
  /** Rate in force for REDUCED_RATE (baht per baht), else null. */
  rate: z.number().nullable(),
  /** CAP: what is left of the total cap for all players (in `unit`), else null. */
  remaining: z.number().nullable(),
  cap: z.number().nullable(),
  per_player_cap: z.number().nullable(),
  unit: limitUnit,
  /** null = every round of the game. */
  round_id: z.string().nullable(),
});
export type LimitNumberEntry = z.infer<typeof limitNumberEntry>;
export const limitNumberData = z.object({
  round_id: z.string().nullable(),
  /**
   * Per-number limit (docs/game-rules.md "Stakes and limits": zodiac 99 tickets, sets 120 sets), null for rate games.
   */
  per_number_limit: z.number().int().nullable(),
  numbers: z.array(limitNumberEntry),
});
export type LimitNumberData = z.infer<typeof limitNumberData>;

/** `GET {family}/round-bet-slip/{type}?round_id=` (default: the current or last round). */
export const roundBetSlipQuery = z.object({ round_id: z.string().optional() });
export const roundBetSlipData = z.object({
  round_id: z.string().nullable(),
  draw_date: z.string().nullable(),
  total_amount: z.number(),
  total_payout: z.number(),
  slips: z.array(drawBetSlipData),
});
export type RoundBetSlipData = z.infer<typeof roundBetSlipData>;

/** `GET {family}/bet-slip-exist/{type}?round_id=`: whether the player has slips (on the round when given). */
export const betSlipExistQuery = z.object({ round_id: z.string().optional() });
export const betSlipExistData = z.object({
  exists: z.boolean(),
  count: z.number().int(),
  round_id: z.string().nullable(),
});
export type BetSlipExistData = z.infer<typeof betSlipExistData>;

/** `POST {family}/bet-slip/partial/{type}/{id}`: no `line_ids` (or empty) cancels the whole slip. */
export const partialCancelBody = z.object({
  line_ids: z.array(z.string().min(1)).max(500).optional(),
});
export type PartialCancelBody = z.infer<typeof partialCancelBody>;

export const partialCancelData = z.object({
  slip_id: z.string(),
  cancelled_line_ids: z.array(z.string()),
  /** Stake cancelled, fee kept and refund paid (stake − fee), baht. */
  cancelled_amount: z.number(),
  fee: z.number(),
  refund: z.number(),
  slip: drawBetSlipData,
});
export type PartialCancelData = z.infer<typeof partialCancelData>;

/** `GET {family}/cancel-fee/partial/{type}/{id}?line_ids=a,b`: the fee a cancel would cost now. */
export const cancelFeeQuery = z.object({ line_ids: z.string().optional() });
export const cancelFeeData = z.object({
  slip_id: z.string(),
  /** Fee as a percentage of the cancelled stake (default 10). */
  fee_percent: z.number(),
  cancellable: z.boolean(),
  /** Why it cannot be cancelled now, else null. */
  reason: z.string().nullable(),
  /** The last instant a cancel is accepted: min(placed + 30 min, close − 15 min). */
  cancellable_until: z.string().nullable(),
  lines: z.array(z.object({ line_id: z.string(), amount: z.number(), fee: z.number(), status: betLineStatus })),
  total_amount: z.number(),
  total_fee: z.number(),
  refund: z.number(),
});
export type CancelFeeData = z.infer<typeof cancelFeeData>;

/** Void of a round (docs/game-rules.md "Voids and refunds"): who, when and why. */
export const roundVoidInfo = z.object({
  reason: z.string(),
  voided_at: z.string(),
  /** Ops user id, 'admin-token', or 'scheduler'. */
  voided_by: z.string(),
});
export type RoundVoidInfo = z.infer<typeof roundVoidInfo>;

/** `POST backoffice/rounds/{id}/void` body and answer. */
export const voidRoundBody = z.object({
  reason: z.string().trim().min(3, 'reason must say why (at least 3 characters)').max(200),
});
export const voidRoundSummary = z.object({
  round_id: z.string(),
  slips_refunded: z.number().int(),
  total_refund: z.number(),
  void: roundVoidInfo,
});
export type VoidRoundSummary = z.infer<typeof voidRoundSummary>;

/**
 * `POST backoffice/rounds/{id}/result` body: the family's raw official result, validated per round by
 * `deriveDigits` (GLO: a glo-draws.json entry; HANOI {special, prize1}; LAO_4D {number}; LAO_5D {number};
 * LAO_ZODIAC {number (6)}; MALAY_4D {first, second}; BANK {first_draw, second_draw}; STOCK {close, change}).
 * Set games take their base game's raw result (set/lao = LAO_4D, set/hanoi = HANOI, set/malay = MALAY_4D).
 */
export const roundResultBody = z.record(z.string(), z.unknown());

/** A winning number of any draw game, newest first, with the raw official result it came from. */
export const drawWinningNumberData = winningNumberData.extend({
  game_code: z.string(),
  round_type: z.string(),
  /** The round's number within its day (yeekee 1..88). */
  round_no: z.number().int().optional(),
  d4: z.string().nullable(),
  d6: z.string().nullable(),
  /** The strategy that derived the digits (catalogue `resultStrategy`, or the base game's for sets). */
  strategy: z.string(),
  raw: z.record(z.string(), z.unknown()).nullable(),
});
export type DrawWinningNumberData = z.infer<typeof drawWinningNumberData>;

/** Restricted-number rule as ops manage it (`GET/POST/DELETE backoffice/restricted-numbers`). */
export const restrictedNumberInput = z
  .object({
    game_code: z.string().min(1, 'game_code is required'),
    /** null/absent = every round of the game. */
    round_id: z.string().nullable().optional(),
    kind: z.string().min(1, 'kind is required'),
    number: z.string().regex(/^\d{1,6}$/, 'number must be 1-6 digits'),
    rule: restrictionRule,
    /** REDUCED_RATE: multiplier of the rate, 0 < factor < 1 (default 0.5). */
    rate_factor: z.number().gt(0).lt(1).optional(),
    /** CAP: maximum total stake on the number for all players (baht, or units for set/zodiac). */
    cap_amount: z.number().positive().optional(),
    /** CAP: optional maximum per player (same unit). */
    per_player_cap: z.number().positive().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.rule === 'CAP' && v.cap_amount === undefined && v.per_player_cap === undefined)
      ctx.addIssue({ code: 'custom', path: ['cap_amount'], message: 'CAP needs cap_amount or per_player_cap' });
  });
export type RestrictedNumberInput = z.infer<typeof restrictedNumberInput>;

export const restrictedNumberData = z.object({
  id: z.string(),
  game_code: z.string(),
  round_id: z.string().nullable(),
  kind: z.string(),
  number: z.string(),
  rule: restrictionRule,
  rate_factor: z.number().nullable(),
  cap_amount: z.number().nullable(),
  per_player_cap: z.number().nullable(),
  unit: limitUnit,
  created_by: z.string(),
  created_at: z.string(),
});
export type RestrictedNumberData = z.infer<typeof restrictedNumberData>;
export const restrictedNumbersQuery = z.object({
  game: z.string().optional(),
  round_id: z.string().optional(),
});
