/**
 * Wire shapes of yeekee's own endpoints (docs/game-rules.md "Yeekee"; docs/product.md "API paths"), beside the
 * draw-game endpoints every game has (bets, slips, cancels, `winning-number/normal`...):
 * - `POST yeekee/predict {round_id, number}`: a player's free shot; answers the accepted shot;
 * - `GET yeekee/predicts/{round_id}?skip&limit`: a round's shots, newest first (shooter masked);
 * - `GET yeekee/winning-number/status[?round_id]`: the rounds of the moment (shooting, or just closed);
 * - `GET yeekee/winning-number/by-round[?date]`: a yeekee day's rounds 1..88 with their results;
 * - `GET yeekee/winning-number/{draw_date}/{round_no}`: the record of a closed round for recomputation: every
 *   shot in order with the subtracted one marked, the sum, the revealed secret and its commitment, R and the
 *   digits (or the void reason).
 * Times are ISO-8601 instants; draw dates are Bangkok dates (a yeekee day runs 05:45 to 03:55 the next morning).
 */
import { z } from 'zod';
import { YEEKEE_ROUNDS } from '../constants';
import { YEEKEE_PHASES, YEEKEE_SHOT_PATTERN } from '../games/yeekee';
import { roundState } from './rounds';
import { limitParam, skipParam } from './common';

/** `POST yeekee/predict` body: the round and a 5-digit number (leading zeros kept). */
export const yeekeePredictBody = z.object({
  round_id: z.string().min(1, 'round_id is required').max(20, 'round_id is a round id'),
  number: z.string().regex(YEEKEE_SHOT_PATTERN, 'number must be 5 digits'),
});
export type YeekeePredictBody = z.infer<typeof yeekeePredictBody>;

/**
 * One accepted shot; also the `data` of the live `yeekee/shot` message on `yeekee.<round id>`. `number` is null
 * while the round still takes shots (hidden until the close, so a last shooter cannot aim at a sum), except for
 * the shooter's own shots (the answer to their `POST yeekee/predict`, and their shots in `GET yeekee/predicts`).
 */
export const yeekeeShotData = z.object({
  round_id: z.string(),
  /** 1-based and gap-free within the round: the order the server accepted the shots. */
  seq: z.number().int(),
  /** 5 digits, or null while hidden (another player's shot before the close). */
  number: z.string().nullable(),
  shot_at: z.string(),
  /** Who shot: the customer code masked (`maskCustomerCode`), never a phone. */
  shooter: z.string(),
});
export type YeekeeShotData = z.infer<typeof yeekeeShotData>;

/** `GET yeekee/predicts/{round_id}` query: a page, newest first. */
export const yeekeePredictsQuery = z.object({
  skip: skipParam.max(1_000_000, 'skip must be <= 1000000').default(0),
  limit: limitParam.default(20),
});

/** `GET yeekee/predicts/{round_id}`: the round, how many shots it has and a page of them, newest first. */
export const yeekeePredictsData = z.object({
  round_id: z.string(),
  round_no: z.number().int(),
  draw_date: z.string(),
  shot_count: z.number().int(),
  shooting_open: z.boolean(),
  shoot_close_at: z.string(),
  shots: z.array(yeekeeShotData),
});
export type YeekeePredictsData = z.infer<typeof yeekeePredictsData>;

/**
 * Where a yeekee round stands: scheduled (not open yet), betting (bets and shots), shooting (bets closed,
 * shots until `shoot_close_at`), calculating (shooting closed, result not stored yet), resulted, void.
 */
export const yeekeePhase = z.enum(YEEKEE_PHASES);
export type YeekeePhase = z.infer<typeof yeekeePhase>;

/** A yeekee round at a glance; also the `data` of the live `yeekee/result` message. */
export const yeekeeRoundSummary = z.object({
  round_id: z.string(),
  round_no: z.number().int(),
  draw_date: z.string(),
  phase: yeekeePhase,
  open_at: z.string(),
  /** Betting closes. */
  close_at: z.string(),
  /** Shooting closes and the result is computed. */
  shoot_close_at: z.string(),
  /** Seconds to the phase's end (open, betting close or shooting close); 0 once past. */
  count_down: z.object({ total_seconds: z.number().int() }),
  shot_count: z.number().int(),
  r: z.string().nullable(),
  top3: z.string().nullable(),
  top2: z.string().nullable(),
  bottom2: z.string().nullable(),
  void_reason: z.string().nullable(),
  /**
   * The commitment to the round's secret: SHA-256 (hex) of the secret, published before the round opens; the
   * secret itself is revealed with the result (the round's record). Null only for a round planned before
   * secrets (or not yet committed); absent from a server older than secrets, read as null.
   */
  secret_hash: z.string().nullable().default(null),
});
export type YeekeeRoundSummary = z.infer<typeof yeekeeRoundSummary>;

/** `GET yeekee/winning-number/status` query: one round, or (none) the rounds of the moment. */
export const yeekeeStatusQuery = z.object({ round_id: z.string().max(20, 'round_id is a round id').optional() });
export const yeekeeStatusData = z.object({ server_time: z.string(), rounds: z.array(yeekeeRoundSummary) });
export type YeekeeStatusData = z.infer<typeof yeekeeStatusData>;

const drawDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD');

/** `GET yeekee/winning-number/by-round` query: a yeekee day (default: the day of the rounds running now). */
export const yeekeeByRoundQuery = z.object({ date: drawDate.optional() });
export const yeekeeByRoundData = z.object({ draw_date: z.string(), rounds: z.array(yeekeeRoundSummary) });
export type YeekeeByRoundData = z.infer<typeof yeekeeByRoundData>;

/** `GET yeekee/winning-number/{draw_date}/{round_no}` path. */
export const yeekeeRoundRecordParams = z.object({
  draw_date: drawDate,
  round_no: z.coerce
    .number({ message: 'round_no must be a number' })
    .int()
    .min(YEEKEE_ROUNDS.first, `round_no must be ${YEEKEE_ROUNDS.first}-${YEEKEE_ROUNDS.last}`)
    .max(YEEKEE_ROUNDS.last, `round_no must be ${YEEKEE_ROUNDS.first}-${YEEKEE_ROUNDS.last}`),
});

/**
 * The record of a closed round, enough to recompute its result (`computeYeekeeResult`): every shot oldest
 * first with the subtracted one marked, the sum, R and the digits; a void round has its reason and no R.
 */
export const yeekeeRoundRecordData = z.object({
  game_code: z.string(),
  round_id: z.string(),
  round_no: z.number().int(),
  draw_date: z.string(),
  state: roundState,
  open_at: z.string(),
  close_at: z.string(),
  shoot_close_at: z.string(),
  /** The rule in words, for a reader of the downloaded file. */
  rule: z.string(),
  min_shots: z.number().int(),
  subtracted_rank: z.number().int(),
  shot_count: z.number().int(),
  shots: z.array(yeekeeShotData.extend({ number: z.string(), subtracted: z.boolean() })),
  sum: z.string().nullable(),
  subtracted: z.object({ seq: z.number().int(), number: z.string() }).nullable(),
  /** SHA-256 (hex) of `secret`, as published before the round opened; null for a round from before secrets. */
  secret_hash: z.string().nullable(),
  /** The round's secret (64 hex characters), revealed at the close; null for a round from before secrets. */
  secret: z.string().nullable(),
  /** The secret read as a number modulo 100000 (5 digits), added to R; null when the round has no secret. */
  secret_number: z.string().nullable(),
  /** R = sum − subtracted + secret_number. */
  r: z.string().nullable(),
  top3: z.string().nullable(),
  top2: z.string().nullable(),
  bottom2: z.string().nullable(),
  void_reason: z.string().nullable(),
});
export type YeekeeRoundRecordData = z.infer<typeof yeekeeRoundRecordData>;
