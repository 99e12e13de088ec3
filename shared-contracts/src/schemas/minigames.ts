/**
 * Wire shapes of the mini-games (issue 13; docs/game-rules.md "Mini-games" and "Provable fairness"): coin toss
 * under `/cointossing/...` and rock-paper-scissors under `/paoyingchub/...`, the same endpoints for both
 * (current-bet-slip, bet POST/PATCH, day-bet-slip, bet-slip/{id} GET/PUT, bet-slip-exist, close-status, seed,
 * revealed-seeds), and ops' settings under `/backoffice/minigames/{game}`.
 *
 * Money is baht on the wire (at most 2 decimals), satang after parsing; the multiplier is a number with at most
 * 2 decimals (1.96). Instants are ISO-8601; days are Bangkok dates.
 */
import { z } from 'zod';
import { bahtToSatang } from '../money';
import { bahtAmount, limitParam, skipParam } from './common';
import { CLIENT_SEED_PATTERN, COIN_FACES, HANDS, SERVER_SEED_PATTERN } from '../games/provably-fair';

/** The streak games by catalogue slug (their API prefix). */
export const streakGameSlug = z.enum(['cointossing', 'paoyingchub']);

/** A slip's state: OPEN while the player calls, LOST (paid nothing) or CASHED_OUT (paid `payout`). */
export const streakSlipStatus = z.enum(['OPEN', 'LOST', 'CASHED_OUT']);
export type StreakSlipStatus = z.infer<typeof streakSlipStatus>;

export const streakStepResult = z.enum(['WIN', 'LOSE', 'DRAW']);

/** One call of a slip: the guess, what the seeds drew (coin face or the house's hand) and what it meant. */
export const streakStepData = z.object({
  step: z.number().int(),
  guess: z.string(),
  outcome: z.string(),
  result: streakStepResult,
  /** The running payout after this step, baht (0 after a loss). */
  payout_after: z.number(),
  created_at: z.string(),
});
export type StreakStepData = z.infer<typeof streakStepData>;

/** The seeds of a slip: the commitment and client seed from the start, the server seed once the slip ended. */
export const streakFairnessData = z.object({
  commitment: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  /** Null while the slip is open: revealed when it ends. */
  server_seed: z.string().nullable(),
});

export const streakSlipData = z.object({
  slip_id: z.string(),
  game: streakGameSlug,
  game_code: z.string(),
  status: streakSlipStatus,
  /** The stake, baht. */
  total_bet: z.number(),
  /** Stored when staked: each win multiplies the running payout by it. */
  multiplier: z.number(),
  /** The running payout (stake × multiplier per win, floored to satang), baht; what a cash-out pays; 0 when lost. */
  payout: z.number(),
  /** What the next win would make the payout, baht; null once the slip ended. */
  next_payout: z.number().nullable(),
  /** The largest payout of a slip, baht: the slip is cashed out when another win would pass it. */
  max_payout: z.number(),
  wins: z.number().int(),
  is_use_coin: z.boolean(),
  remark: z.string(),
  steps: z.array(streakStepData),
  fairness: streakFairnessData,
  created_at: z.string(),
  ended_at: z.string().nullable(),
});
export type StreakSlipData = z.infer<typeof streakSlipData>;

/** A slip's remark: at most 100 characters, no control characters. */
const remarkText = z
  .string({ message: 'remark must be text' })
  .max(100, 'remark must be at most 100 characters')
  .refine((s) => ![...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f), {
    message: 'remark must not contain control characters',
  });

/** `POST {game}/bet`: stakes `total_bet` baht; `key` is the submission's idempotency key (replayed = same slip). */
export const streakBetBody = z.object({
  is_use_coin: z.boolean({ message: 'is_use_coin must be true or false' }).default(false),
  total_bet: bahtAmount,
  remark: remarkText.default(''),
  key: z
    .string({ message: 'key is required: a fresh random id per bet (8-128 letters, digits or _.:-)' })
    .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'key must be 8-128 letters, digits or _.:- (a fresh random id per bet)'),
});
export type StreakBetBody = z.input<typeof streakBetBody>;

function stepBody<T extends readonly [string, ...string[]]>(guesses: T) {
  return z
    .object({
      guess: z.enum(guesses, { message: `guess must be one of ${guesses.join(', ')}` }).optional(),
      is_end: z.boolean({ message: 'is_end must be true or false' }).optional(),
    })
    .superRefine((b, c) => {
      if (b.is_end === true && b.guess !== undefined)
        c.addIssue({ code: 'custom', path: ['guess'], message: 'send either a guess or is_end: true, not both' });
      if (b.is_end !== true && b.guess === undefined)
        c.addIssue({ code: 'custom', path: ['guess'], message: 'guess is required unless is_end is true' });
    });
}

/** `PATCH cointossing/bet`: call the coin (`guess`), or cash out (`is_end: true`). */
export const coinStepBody = stepBody(COIN_FACES as readonly ['HEAD', 'TAIL']);
/** `PATCH paoyingchub/bet`: throw a hand against the house (`guess`), or cash out (`is_end: true`). */
export const rpsStepBody = stepBody(HANDS as readonly ['ROCK', 'PAPER', 'SCISSORS']);
export type StreakStepBody = { guess?: string; is_end?: boolean };

/** `GET {game}/day-bet-slip?duration_day&skip_day`: `duration_day` Bangkok days ending `skip_day` days ago. */
export const dayBetSlipQuery = z.object({
  duration_day: z.coerce
    .number({ message: 'duration_day must be a number of days' })
    .int('duration_day must be whole days')
    .min(1, 'duration_day must be 1-31')
    .max(31, 'duration_day must be 1-31')
    .default(1),
  skip_day: z.coerce
    .number({ message: 'skip_day must be a number of days' })
    .int('skip_day must be whole days')
    .min(0, 'skip_day must be 0-365')
    .max(365, 'skip_day must be 0-365')
    .default(0),
});
export const dayBetSlipData = z.object({
  from_date: z.string(),
  to_date: z.string(),
  /** Slips in the days (the list holds the newest 200). */
  count: z.number().int(),
  total_bet: z.number(),
  total_payout: z.number(),
  slips: z.array(streakSlipData),
});
export type DayBetSlipData = z.infer<typeof dayBetSlipData>;

/** `GET {game}/bet-slip-exist`: whether the player has a slip open, and its id. */
export const streakSlipExistData = z.object({ exists: z.boolean(), slip_id: z.string().nullable() });

/** `PUT {game}/bet-slip/{slipId}`. */
export const streakRemarkBody = z.object({ remark: remarkText });

/** `GET {game}/close-status`: whether stakes are taken now, and the limits in force. */
export const miniGameCloseStatusData = z.object({
  game: streakGameSlug,
  is_closed: z.boolean(),
  /** Why: GAME (games closed for maintenance), UNDER_CONSTRUCTION (the whole site), OPS (this game closed). */
  reason: z.enum(['GAME', 'UNDER_CONSTRUCTION', 'OPS']).nullable(),
  multiplier: z.number(),
  min_bet: z.number(),
  max_bet: z.number(),
  max_payout: z.number(),
});
export type MiniGameCloseStatusData = z.infer<typeof miniGameCloseStatusData>;

/** `GET {game}/seed`: the player's seed pair for the next slip (the server seed only as its commitment). */
export const streakSeedData = z.object({
  commitment: z.string(),
  client_seed: z.string(),
  /** The next slip's nonce (slips already played on this pair). */
  nonce: z.number().int(),
  created_at: z.string(),
});
export type StreakSeedData = z.infer<typeof streakSeedData>;

/** `PUT {game}/seed`: the player's own client seed (only while no slip is open). */
export const clientSeedBody = z.object({
  client_seed: z
    .string({ message: 'client_seed must be text' })
    .regex(CLIENT_SEED_PATTERN, 'client_seed must be 1-64 printable characters (letters, digits, punctuation)'),
});

/** A revealed server seed with the commitment it was shown under. */
export const revealedSeedData = z.object({
  commitment: z.string(),
  server_seed: z.string(),
  /** Slips played on the pair (0 for a pair rotated before any play). */
  slips: z.number().int(),
  created_at: z.string(),
  revealed_at: z.string(),
});
export type RevealedSeedData = z.infer<typeof revealedSeedData>;

/** `POST {game}/seed/rotate`: the current pair's server seed revealed, and the new pair. */
export const seedRotationData = z.object({ revealed: revealedSeedData, current: streakSeedData });

/** `GET {game}/revealed-seeds?commitment&skip&limit` (public): newest first, or the one seed of `commitment`. */
export const revealedSeedsQuery = z.object({
  commitment: z
    .string()
    .regex(SERVER_SEED_PATTERN, 'commitment must be 64 lowercase hex characters (a SHA-256)')
    .optional(),
  skip: skipParam.default(0),
  limit: limitParam.default(20),
});

/** A multiplier on the wire (1.01-10, at most 2 decimals) → ×100. */
const multiplierX100 = z
  .number({ message: 'multiplier must be a number such as 1.96' })
  .min(1.01, 'multiplier must be 1.01-10')
  .max(10, 'multiplier must be 1.01-10')
  .transform((v, c) => {
    const x100 = bahtToSatang(v);
    if (x100 === null) {
      c.addIssue({ code: 'custom', message: 'multiplier has at most 2 decimals' });
      return z.NEVER;
    }
    return x100;
  });

/** Ops' settings of a mini-game (`GET/PUT backoffice/minigames/{game}`): what new slips are staked under. */
export const miniGameSettingsData = z.object({
  game: streakGameSlug,
  game_code: z.string(),
  multiplier: z.number(),
  min_bet: z.number(),
  max_bet: z.number(),
  max_payout: z.number(),
  is_closed: z.boolean(),
  /** The defaults (configuration and catalogue) a setting of null goes back to. */
  defaults: z.object({ multiplier: z.number(), min_bet: z.number(), max_bet: z.number(), max_payout: z.number() }),
});
export type MiniGameSettingsData = z.infer<typeof miniGameSettingsData>;

/** `PUT backoffice/minigames/{game}`: any of the settings; null = back to the default. */
export const miniGameSettingsBody = z
  .object({
    multiplier: multiplierX100.nullable().optional(),
    min_bet: bahtAmount.nullable().optional(),
    max_bet: bahtAmount.nullable().optional(),
    max_payout: bahtAmount.nullable().optional(),
    is_closed: z.boolean({ message: 'is_closed must be true or false' }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'send at least one of multiplier, min_bet, max_bet, max_payout, is_closed',
  });
export type MiniGameSettingsBody = z.input<typeof miniGameSettingsBody>;
