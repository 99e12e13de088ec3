/**
 * The peak minute's sizes and knobs, from PEAK_* environment variables (README "Environment"), so a quick run
 * can be small: `PEAK_SHOOTERS=50 PEAK_WATCHERS=50 ... npm run peak`.
 */
import { YEEKEE_MIN_SHOTS } from 'shared-contracts';

export interface PeakSettings {
  /** Players shooting into the yeekee round's last minute (PEAK_SHOOTERS, 1000). */
  shooters: number;
  /**
   * Shots each shooter fires, back to back (PEAK_SHOTS_PER_SHOOTER): the server's per-player cap, raised for the
   * run to the most YEEKEE_MAX_SHOTS_PER_PLAYER allows (19: below the 20-shot quorum).
   */
  shotsPerShooter: number;
  /** Long-poll subscribers of the round's live feed, `yeekee.<round id>` (PEAK_WATCHERS, 1000). */
  watchers: number;
  /** Watchers whose every delivery is read and timed (PEAK_FEED_SAMPLE, 100); the others only count. */
  feedSample: number;
  /** Players placing slips of 10 lines on other draw games (PEAK_BETTORS, 200). */
  bettors: number;
  /** Long-poll subscribers of the chat, `channel-public` (PEAK_CHAT_SUBSCRIBERS, 2000). */
  chatSubscribers: number;
  /** Milliseconds between two chat messages of the one publisher (PEAK_CHAT_GAP_MS, 1000). */
  chatGapMs: number;
  /** Bet lines of the previous round, whose result is confirmed as the minute starts (PEAK_SETTLE_LINES, 100000). */
  settleLines: number;
  /** Length of the minute, seconds (PEAK_SECONDS, 60); it ends at the yeekee round's shooting close. */
  seconds: number;
  /** Seconds between the server's start and the minute (PEAK_LEAD_SECONDS, 45): boot, tokens, held polls. */
  leadSeconds: number;
  /** api processes (PEAK_WEB_CONCURRENCY; default 2 with Redis, else 1). */
  webConcurrency: number | undefined;
  /** DB_POOL_SIZE of each api process (PEAK_POOL_SIZE, 20). */
  poolSize: number;
}

function int(name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

/** Reads the PEAK_* variables; throws naming the variable when one is not a whole number in its range. */
export function readPeakSettings(): PeakSettings {
  const watchers = int('PEAK_WATCHERS', 1000, 0);
  const concurrency = process.env.PEAK_WEB_CONCURRENCY;
  return {
    shooters: int('PEAK_SHOOTERS', 1000, 1),
    shotsPerShooter: int('PEAK_SHOTS_PER_SHOOTER', YEEKEE_MIN_SHOTS - 1, 1, YEEKEE_MIN_SHOTS - 1),
    watchers,
    feedSample: Math.min(watchers, int('PEAK_FEED_SAMPLE', 100, 0)),
    bettors: int('PEAK_BETTORS', 200, 0),
    chatSubscribers: int('PEAK_CHAT_SUBSCRIBERS', 2000, 0),
    chatGapMs: int('PEAK_CHAT_GAP_MS', 1000, 10),
    settleLines: int('PEAK_SETTLE_LINES', 100_000, 10),
    seconds: int('PEAK_SECONDS', 60, 5, 600),
    leadSeconds: int('PEAK_LEAD_SECONDS', 45, 10, 600),
    webConcurrency: concurrency ? int('PEAK_WEB_CONCURRENCY', 1, 1, 64) : undefined,
    poolSize: int('PEAK_POOL_SIZE', 20, 1, 200),
  };
}
