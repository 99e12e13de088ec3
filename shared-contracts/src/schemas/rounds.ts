/**
 * Rounds and draw-game bets (docs/product.md "Round status" and "API paths"; issue 2). Amounts are baht with at most 2
 * decimals on the wire, satang inside. Times are ISO-8601 instants; `end_date` is the Bangkok draw date.
 */
import { z } from 'zod';
import { BET_KINDS } from '../games/bet-kinds';

/** Round status as the client sees it (docs/product.md "Round status"). */
export const roundViewStatus = z.enum([
  'checking',
  'closed',
  'error',
  'opened',
  'processing',
  'force_closed',
  'sold_out',
]);
export type RoundViewStatus = z.infer<typeof roundViewStatus>;

/** Round states stored on the server (ARCHITECTURE.md "Time and rounds"). */
export const roundState = z.enum(['scheduled', 'open', 'closed', 'resulted', 'settled', 'void']);
export type RoundState = z.infer<typeof roundState>;

export const currentRound = z.object({
  round_id: z.string(),
  /** Seconds until close, counted by the server (spec: countdown total_seconds). */
  count_down: z.object({ total_seconds: z.number().int() }),
  start_at: z.string(),
  end_at: z.string(),
  end_date: z.string(),
  round_type: z.string(),
  state: roundState,
  /** The round's number within its day (yeekee 1..88; 1 for one round a day). */
  round_no: z.number().int().optional(),
});

export type CurrentRound = z.infer<typeof currentRound>;

/** `GET {family}/current-round/{type}` data (docs/product.md "Round status"). */
export const currentRoundData = z.object({
  current_round: currentRound.nullable(),
  all_rounds: z.array(currentRound),
  round_type: z.string(),
  lottery_bg: z.string().nullable(),
  is_lottery_sold_out: z.boolean(),
  /** Set when the last round is closed but not yet resulted: its countdown to the result (<=0 = processing). */
  closed_round: currentRound.nullable(),
  force_closed: z.boolean(),
});
export type CurrentRoundData = z.infer<typeof currentRoundData>;

const lineAmount = z.union([z.number(), z.string()]);

export const betLineInput = z.object({
  kind: z.enum(BET_KINDS as [string, ...string[]], { message: `kind must be one of ${BET_KINDS.join(', ')}` }),
  number: z.string().regex(/^\d{1,6}$/, 'number must be 1-6 digits'),
  amount: lineAmount,
});

export const placeBetBody = z.object({
  round_id: z.string().min(1, 'round_id is required'),
  remark: z.string().max(100).default(''),
  lines: z.array(betLineInput).min(1, 'at least one line is required').max(500, 'at most 500 lines per slip'),
});
export type PlaceBetBody = z.input<typeof placeBetBody>;

export const betLineStatus = z.enum(['PENDING', 'LOSE', 'WIN', 'CANCEL', 'USER_CANCEL']);
export type BetLineStatus = z.infer<typeof betLineStatus>;

export const betLineData = z.object({
  line_id: z.string(),
  kind: z.string(),
  number: z.string(),
  amount: z.number(),
  /** Rate in force when placed: baht paid per baht staked. */
  rate: z.number(),
  potential_win: z.number(),
  status: betLineStatus,
  payout: z.number(),
});

export const betSlipData = z.object({
  slip_id: z.string(),
  game_code: z.string(),
  round_id: z.string(),
  draw_date: z.string(),
  remark: z.string(),
  status: betLineStatus,
  total_amount: z.number(),
  total_payout: z.number(),
  created_at: z.string(),
  lines: z.array(betLineData),
});
export type BetSlipData = z.infer<typeof betSlipData>;
export type BetLineData = z.infer<typeof betLineData>;

export const winningNumberData = z.object({
  round_id: z.string(),
  draw_date: z.string(),
  top3: z.string(),
  top2: z.string(),
  bottom2: z.string(),
  front3: z.array(z.string()),
  bottom3: z.array(z.string()),
  first_prize: z.string().nullable(),
  resulted_at: z.string(),
});
export type WinningNumberData = z.infer<typeof winningNumberData>;

/**
 * `GET games/next-rounds` data: per game (by code), the round a player can bet on now, else the next one to open;
 * a game without either is absent. The home lobby's cards show its close (date and time, Bangkok) and count down
 * to it; `accepting` says whether bets are taken now (a round before its opening has `accepting: false`).
 */
export const nextRoundsData = z.object({
  rounds: z.array(
    currentRound.extend({
      game_code: z.string(),
      /** Bets are taken now (open by the clock). */
      accepting: z.boolean(),
    }),
  ),
});
export type NextRoundsData = z.infer<typeof nextRoundsData>;
