/**
 * Yeekee's result rule (docs/game-rules.md "Yeekee"), pure so the api (at each round's close) and the browser
 * (a player recomputing a published round) run the same code: R = the sum of every shot minus the 16th most
 * recent shot plus the round's secret number; the last 5 digits of R give the digits (`deriveYeekeeDigits`).
 * The secret number is read from the round's secret (64 hex characters), whose SHA-256 is published before the
 * round opens and which is revealed with the result: no one who shoots, even last and knowing every other
 * shot, can choose or predict R. A round with fewer than 20 shots is void. Shots are ordered by their
 * sequence (1 = the first shot of the round); the 16th most recent is the shot with sequence `count − 15`.
 * Also the live channel of a round and the events published on it.
 */
import type { ResultDigits } from './bet-kinds';
import { deriveYeekeeDigits, yeekeeR } from './derive-digits';

/** Fewer shots than this and the round is void, every stake refunded (docs/game-rules.md "Voids and refunds"). */
export const YEEKEE_MIN_SHOTS = 20;
/** R subtracts the shot of this rank, counted from the most recent (1 = the last shot before the close). */
export const YEEKEE_SUBTRACTED_RANK = 16;
/** The void reason stored on a round that closed with fewer than `YEEKEE_MIN_SHOTS` shots. */
export const YEEKEE_TOO_FEW_SHOTS_REASON = 'YEEKEE_FEWER_THAN_20_SHOTS';
/** A shot is a 5-digit number, leading zeros kept. */
export const YEEKEE_SHOT_PATTERN = /^\d{5}$/;
/** A round's secret as published at the close: 64 lowercase hex characters (32 bytes). */
export const YEEKEE_SECRET_PATTERN = /^[0-9a-f]{64}$/;
/** The secret number is the secret read as one unsigned integer, modulo this (so 5 digits, 00000-99999). */
export const YEEKEE_SECRET_MODULUS = 100_000n;
/** Default most shots one account may fire into one round (below the 20-shot quorum; YEEKEE_MAX_SHOTS_PER_PLAYER). */
export const YEEKEE_MAX_SHOTS_PER_PLAYER = 10;

/**
 * The secret number of a round: its secret (64 hex characters) read as a 256-bit big-endian unsigned integer,
 * modulo 100000, zero-padded to 5 digits. Throws RangeError when the secret is not 64 lowercase hex characters.
 */
export function yeekeeSecretNumber(secretHex: string): string {
  if (!YEEKEE_SECRET_PATTERN.test(secretHex)) throw new RangeError('a yeekee secret is 64 lowercase hex characters');
  return (BigInt(`0x${secretHex}`) % YEEKEE_SECRET_MODULUS).toString().padStart(5, '0');
}

/** Live channels of yeekee rounds: `yeekee.<round id>` (read by any token holder, written by the server). */
export const YEEKEE_CHANNEL_PREFIX = 'yeekee.';

/** The live channel of one yeekee round. */
export function yeekeeRoundChannel(roundId: string | number): string {
  return `${YEEKEE_CHANNEL_PREFIX}${roundId}`;
}

/**
 * Server messages on a round's channel: `yeekee/shot` (`YeekeeShotData`) for every accepted shot, then
 * `yeekee/result` (`YeekeeResultEventData`) once when the round is resulted or void.
 */
export const YEEKEE_LIVE_EVENTS = { shot: 'yeekee/shot', result: 'yeekee/result' } as const;

/** One shot as the result rule reads it. */
export interface YeekeeShotInput {
  /** 1-based, gap-free within the round, in the order the server accepted the shots. */
  seq: number;
  /** 5 digits. */
  number: string;
}

/** The outcome of a round's shots: resulted with R and its digits, or void. */
export type YeekeeResult =
  | {
      status: 'resulted';
      shotCount: number;
      /** Sum of every shot (decimal string: it may pass 2^53 in a busy round). */
      sum: string;
      /** The subtracted shot, 16th most recent. */
      subtracted: YeekeeShotInput;
      /** The round's secret number (5 digits), or null for a round closed before secrets (R without it). */
      secretNumber: string | null;
      /** R = sum − subtracted + secret number (decimal string). */
      r: string;
      digits: ResultDigits;
    }
  | { status: 'void'; shotCount: number; reason: typeof YEEKEE_TOO_FEW_SHOTS_REASON };

/**
 * The result of a round from its complete list of shots, in any order (sorted here by `seq`), and the round's
 * revealed secret (64 hex characters; null only for rounds closed before secrets were introduced, whose R
 * has no secret number). Throws RangeError when the list is not a round's (a number that is not 5 digits,
 * sequences that are not exactly 1..n) or the secret is malformed.
 */
export function computeYeekeeResult(shots: readonly YeekeeShotInput[], secret: string | null): YeekeeResult {
  const ordered = [...shots].sort((a, b) => a.seq - b.seq);
  ordered.forEach((s, i) => {
    if (s.seq !== i + 1)
      throw new RangeError(`shot sequences must be 1..${ordered.length}: found ${s.seq} at ${i + 1}`);
    if (!YEEKEE_SHOT_PATTERN.test(s.number)) throw new RangeError(`shot ${s.seq} is not 5 digits: ${s.number}`);
  });
  if (ordered.length < YEEKEE_MIN_SHOTS)
    return { status: 'void', shotCount: ordered.length, reason: YEEKEE_TOO_FEW_SHOTS_REASON };
  const secretNumber = secret === null ? null : yeekeeSecretNumber(secret);
  const numbers = ordered.map((s) => s.number);
  const r = (BigInt(yeekeeR(numbers)) + BigInt(secretNumber ?? 0)).toString();
  const subtracted = ordered[ordered.length - YEEKEE_SUBTRACTED_RANK]!;
  return {
    status: 'resulted',
    shotCount: ordered.length,
    sum: numbers.reduce((t, n) => t + BigInt(n), 0n).toString(),
    subtracted: { seq: subtracted.seq, number: subtracted.number },
    secretNumber,
    r,
    digits: deriveYeekeeDigits({ r }),
  };
}

/** Where a yeekee round stands (`yeekeePhase`): see schemas/yeekee.ts. */
export const YEEKEE_PHASES = ['scheduled', 'betting', 'shooting', 'calculating', 'resulted', 'void'] as const;
