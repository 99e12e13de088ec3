/**
 * Ops' player screens (issues 10 and 11, api/src/backoffice/players/): search by phone or customer code, a
 * player's card (balance, protection limits, sessions, status history) and `PUT …/status`. Amounts are baht.
 * Also the detail a refused player call carries (docs/product.md "Inactive and banned players").
 */
import { z } from 'zod';
import { ACCOUNT_STOP_DETAILS } from '../status/account-stop';
import { opsReason } from './common';
import { playerLimitsData } from './player-protection';

export const PLAYER_STATUSES = ['ACTIVE', 'INACTIVE', 'BANNED'] as const;
export const playerStatus = z.enum(PLAYER_STATUSES);
export type PlayerStatus = z.infer<typeof playerStatus>;

/**
 * The `data` of 403 B0V002 / B0V003 for a banned or inactive player: the ban or block object the shell stores
 * (docs/product.md "Local storage"). `reason` is what ops wrote; `since` is ISO (null for a status set before
 * the history existed).
 */
export const accountStopDetail = z.object({
  detail: z.enum([ACCOUNT_STOP_DETAILS.BANNED, ACCOUNT_STOP_DETAILS.INACTIVE]),
  status: z.enum(['INACTIVE', 'BANNED']),
  reason: z.string().nullable(),
  since: z.string().nullable(),
});
export type AccountStopDetail = z.infer<typeof accountStopDetail>;

/**
 * `GET backoffice/players?phone&customer_code&limit&offset`: `phone` is digits (spaces, dashes and a +66 / 66
 * country prefix are accepted), matched as a prefix of the stored 0XXXXXXXXX number; `customer_code` is matched
 * as a prefix, case-insensitive. Neither: the newest players. Page of at most 50.
 */
export const playerSearchQuery = z.object({
  phone: z
    .string()
    .trim()
    .max(20, 'phone must be at most 20 characters')
    .regex(/^\+?[0-9 -]*$/, 'phone must be digits (spaces, dashes and +66 allowed)')
    .optional(),
  customer_code: z
    .string()
    .trim()
    .max(32, 'customer_code must be at most 32 characters')
    .regex(/^[A-Za-z0-9]*$/, 'customer_code must be letters and digits')
    .optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1-50')
    .max(50, 'limit must be 1-50')
    .default(20),
  offset: z.coerce
    .number({ message: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be >= 0')
    .max(1_000_000, 'offset must be <= 1000000')
    .default(0),
});
export type PlayerSearchQuery = z.infer<typeof playerSearchQuery>;

/** One player in the search results (the full phone: ops need it). */
export const playerSummary = z.object({
  customer_code: z.string(),
  phone: z.string(),
  status: playerStatus,
  created_at: z.string(),
  /** Wallet balance, baht. */
  balance: z.number(),
  /** End of a self-exclusion in force, else null. */
  self_excluded_until: z.string().nullable(),
  /** True when the player set any deposit or loss limit. */
  has_limits: z.boolean(),
});
export type PlayerSummary = z.infer<typeof playerSummary>;

export const playerSearchData = z.object({
  players: z.array(playerSummary),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type PlayerSearchData = z.infer<typeof playerSearchData>;

export const playerStatusChange = z.object({
  from_status: playerStatus,
  to_status: playerStatus,
  reason: z.string(),
  actor: z.string(),
  sessions_revoked: z.number().int(),
  created_at: z.string(),
});
export type PlayerStatusChange = z.infer<typeof playerStatusChange>;

export const playerSessionEntry = z.object({
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
});

/** `GET backoffice/players/{customer_code}`: the card. */
export const playerDetailData = playerSummary.extend({
  free_lottery: z.number().int(),
  limits: playerLimitsData,
  /** The last 10 logins (sessions), newest first. */
  recent_sessions: z.array(playerSessionEntry),
  /** Status changes, newest first (at most 50). */
  status_history: z.array(playerStatusChange),
});
export type PlayerDetailData = z.infer<typeof playerDetailData>;

export const playerCodeParams = z.object({
  customer_code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9]+$/, 'customer_code must be letters and digits'),
});

/** `PUT backoffice/players/{customer_code}/status`. */
export const setPlayerStatusBody = z.object({
  status: playerStatus,
  reason: opsReason,
});
export type SetPlayerStatusBody = z.infer<typeof setPlayerStatusBody>;
