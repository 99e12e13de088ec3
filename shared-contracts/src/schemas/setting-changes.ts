/**
 * Ops setting changes that wait for a second operator (issue 20; docs/product.md "Limits"): a change of a payout
 * rate, a stake limit or an exposure cap that puts a value outside the band around the catalogue default is stored
 * PENDING by `PUT backoffice/rates/{game}` / `PUT backoffice/exposure-caps/{game}` (202, the view unchanged with
 * `pending_change`) and applies only when a different operator confirms it:
 * `GET backoffice/setting-changes?status=&game=`, `POST backoffice/setting-changes/{id}/confirm|reject|cancel`.
 * Values are baht (rates: baht per baht), as the PUTs take them; null = the catalogue default.
 */
import { z } from 'zod';

export const SETTING_CHANGE_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'EXPIRED', 'STALE'] as const;
export type SettingChangeStatus = (typeof SETTING_CHANGE_STATUSES)[number];

/** Which PUT a change came from: `game_rates` (rates and stake limits) or `exposure_caps`. */
export const SETTING_CHANGE_KINDS = ['game_rates', 'exposure_caps'] as const;
export type SettingChangeSetting = (typeof SETTING_CHANGE_KINDS)[number];

/** One field that changes: ops' override before and after (null = the default), the default and the values in force. */
export const settingFieldChange = z.object({
  kind: z.string(),
  field: z.enum(['rate', 'min_amount', 'max_amount', 'cap']),
  old: z.number().nullable(),
  new: z.number().nullable(),
  default: z.number(),
  /** The value in force before and after (the override, else the default). */
  old_in_force: z.number(),
  new_in_force: z.number(),
  /** False when `new_in_force` is outside the band: the reason the change waits for a second operator. */
  in_band: z.boolean(),
});
export type SettingFieldChange = z.infer<typeof settingFieldChange>;

/** A change waiting for (or closed by) a second operator. */
export const settingChangeData = z.object({
  id: z.string(),
  game_code: z.string(),
  setting: z.enum(SETTING_CHANGE_KINDS),
  status: z.enum(SETTING_CHANGE_STATUSES),
  changes: z.array(settingFieldChange),
  reason: z.string().nullable(),
  requested_by: z.string(),
  requested_at: z.string(),
  expires_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  note: z.string().nullable(),
});
export type SettingChangeData = z.infer<typeof settingChangeData>;

/**
 * The data of a game's per-kind settings (`GET/PUT backoffice/rates/{game}`, `.../exposure-caps/{game}`): one
 * `entry` for every kind the game offers, catalogue order; a PUT whose change leaves the band (202) returns the values
 * still in force and the change it stored for a second operator as `pending_change`.
 */
export const perKindSettingsData = <Entry extends z.ZodType>(entry: Entry) =>
  z.object({
    game_code: z.string(),
    kinds: z.array(entry),
    pending_change: settingChangeData.optional(),
  });

/** `GET backoffice/setting-changes` query: status (default PENDING, not expired), game code, limit (1-200, 50). */
export const settingChangesQuery = z.object({
  status: z.enum(SETTING_CHANGE_STATUSES).optional(),
  game: z.string().optional(),
  limit: z.coerce.number().int().min(1, 'limit is 1-200').max(200, 'limit is 1-200').optional(),
});

/** `POST backoffice/setting-changes/{id}/reject|cancel` body: an optional note. */
export const settingChangeNoteBody = z.object({
  note: z.string().trim().max(500, 'note is at most 500 characters').optional(),
});
