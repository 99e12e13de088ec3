/**
 * Rates and stake limits per game and bet kind (issue 10 ops console; games/game-kinds.ts): the console's
 * `GET/PUT backoffice/rates/{game}` and `GET backoffice/rates/{game}/history`, and players'
 * `GET {family}/rate/{type}`. Rates are baht paid per baht staked (900, 3.2), amounts are baht; at most 2 decimals.
 */
import { z } from 'zod';
import { KIND_SETTING_BOUNDS } from '../games/game-kinds';
import { bahtToSatang } from '../money';
import { perKindSettingsData } from './setting-changes';

/** One kind as ops see it: the value in force, ops' override (null = the default) and the default. */
export const gameRateEntry = z.object({
  kind: z.string(),
  /** False for kinds sold in units (SET_4D, SIX_NUMBER): their price and prizes are fixed per game. */
  editable: z.boolean(),
  rate: z.number(),
  min_amount: z.number(),
  max_amount: z.number(),
  own_rate: z.number().nullable(),
  own_min_amount: z.number().nullable(),
  own_max_amount: z.number().nullable(),
  default_rate: z.number(),
  default_min_amount: z.number(),
  default_max_amount: z.number(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type GameRateEntry = z.infer<typeof gameRateEntry>;

/** `GET/PUT backoffice/rates/{game}` data: every kind's rates and stake limits (on a 202, the pending change). */
export const gameRatesData = perKindSettingsData(gameRateEntry);
export type GameRatesData = z.infer<typeof gameRatesData>;

// negatives are refused by min() alone (bahtToSatang refuses them too)
const twoDecimals = (v: number) => v < 0 || bahtToSatang(v) !== null;
/** A nullable setting of 0.01 up to `max` with at most 2 decimals, refused with `messages` (type, min, max, decimals). */
const settingValue = (max: number, messages: { type: string; min: string; max: string; decimals: string }) =>
  z
    .number({ message: messages.type })
    .min(0.01, messages.min)
    .max(max, messages.max)
    .refine(twoDecimals, messages.decimals)
    .nullable();
const rateValue = settingValue(KIND_SETTING_BOUNDS.rateX100.max / 100, {
  type: 'a rate is a number of baht per baht or null',
  min: 'a rate must be at least 0.01',
  max: 'a rate must be at most 100,000',
  decimals: 'a rate has at most 2 decimals',
});
const stakeValue = settingValue(KIND_SETTING_BOUNDS.stakeSatang.max / 100, {
  type: 'a stake limit is a number of baht or null',
  min: 'a stake limit must be at least 0.01 baht',
  max: 'a stake limit must be at most 1,000,000 baht',
  decimals: 'a stake limit is baht with at most 2 decimals',
});

/** One kind's change: each field named is set (null = back to the default), fields not named keep theirs. */
export const gameRateChange = z
  .object({ rate: rateValue.optional(), min_amount: stakeValue.optional(), max_amount: stakeValue.optional() })
  .strict()
  .refine((c) => Object.keys(c).length > 0, 'name at least one of rate, min_amount, max_amount');

/**
 * `PUT backoffice/rates/{game}` body: changes by kind (`{kinds: {THREE_TOP: {rate: 850}, RUN_TOP: {max_amount:
 * null}}, reason}`), applied together or not at all.
 */
export const gameRatesBody = z.object({
  kinds: z.record(z.string(), gameRateChange).refine((k) => Object.keys(k).length > 0, 'kinds names at least one kind'),
  reason: z.string().trim().max(500, 'reason is at most 500 characters').optional(),
});
export type GameRatesBody = z.infer<typeof gameRatesBody>;

/** One change of one kind: the overrides before and after (null = the default), who, why, when. */
export const gameRateHistoryEntry = z.object({
  id: z.string(),
  kind: z.string(),
  old_rate: z.number().nullable(),
  new_rate: z.number().nullable(),
  old_min_amount: z.number().nullable(),
  new_min_amount: z.number().nullable(),
  old_max_amount: z.number().nullable(),
  new_max_amount: z.number().nullable(),
  changed_by: z.string(),
  /** The second operator who confirmed an out-of-band change; null = applied at once (in band). */
  confirmed_by: z.string().nullable(),
  reason: z.string().nullable(),
  changed_at: z.string(),
});
export type GameRateHistoryEntry = z.infer<typeof gameRateHistoryEntry>;

/** `GET backoffice/rates/{game}/history?limit=`: newest first. */
export const gameRateHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1, 'limit is 1-200').max(200, 'limit is 1-200').optional(),
});

/** `GET {family}/rate/{type}` data: the kinds in force players bet on. */
export const publicGameRatesData = z.object({
  game_code: z.string(),
  kinds: z.array(z.object({ kind: z.string(), rate: z.number(), min_amount: z.number(), max_amount: z.number() })),
});
export type PublicGameRatesData = z.infer<typeof publicGameRatesData>;
