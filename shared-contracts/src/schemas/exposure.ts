/**
 * House exposure wire shapes (issue 12): ops' per-game, per-kind caps on what the house pays if one
 * number wins a round (`GET/PUT backoffice/exposure-caps/{game}`), and the data of a bet refused with
 * E20030. All amounts are baht.
 */
import { z } from 'zod';
import { bahtToSatang } from '../money';
import { perKindSettingsData } from './setting-changes';

/** One kind's cap: ops' override (null = none), the default, and the cap in force. */
export const exposureCapEntry = z.object({
  kind: z.string(),
  /** Ops' cap, or null when the default applies. */
  cap: z.number().nullable(),
  default_cap: z.number(),
  /** cap ?? default_cap. */
  effective_cap: z.number(),
});
export type ExposureCapEntry = z.infer<typeof exposureCapEntry>;

/** `GET/PUT backoffice/exposure-caps/{game}` data: every kind's cap (on a 202, caps unchanged and the pending change). */
export const exposureCapsData = perKindSettingsData(exposureCapEntry);
export type ExposureCapsData = z.infer<typeof exposureCapsData>;

const capBaht = z
  .number({ message: 'a cap is a number of baht or null' })
  .min(0, 'a cap must be 0 or more baht')
  .max(999_999_999_999, 'a cap must be under 1,000,000,000,000 baht')
  .refine((v) => bahtToSatang(v) !== null, 'a cap is baht with at most 2 decimals')
  .nullable();

/**
 * `PUT backoffice/exposure-caps/{game}` body: caps by kind, baht; null removes ops' cap (the default
 * applies again). Kinds not named keep their cap.
 */
export const exposureCapsBody = z
  .object({ caps: z.record(z.string(), capBaht) })
  .refine((b) => Object.keys(b.caps).length > 0, { message: 'caps names at least one kind', path: ['caps'] });
export type ExposureCapsBody = z.infer<typeof exposureCapsBody>;

/** E20030 `data`: the number whose payout would pass its cap (payouts if it wins, baht). */
export const exposureLimitData = z.object({
  kind: z.string(),
  number: z.string(),
  cap: z.number(),
  /** Payout already committed on this number before this slip. */
  current: z.number(),
  /** What this slip's lines on the number would add. */
  requested: z.number(),
});
export type ExposureLimitData = z.infer<typeof exposureLimitData>;
