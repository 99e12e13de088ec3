/**
 * Friend invite wire schemas (issue 11, docs/product.md "Friend invite"): the UTM fields a registration carries,
 * the player's `GET invites/me` and ops' `GET/PUT backoffice/invites/settings`. Player amounts are baht on the
 * wire; the commission rate is basis points of the invitee's settled stake (100 = 1 %).
 */
import { z } from 'zod';
import { MAX_INVITE_COMMISSION_BPS } from '../invites/commission';

export { MAX_INVITE_COMMISSION_BPS } from '../invites/commission';
export { UTM_FIELDS, type UtmField } from '../invites/utm-fields';

/** Each UTM field: optional, trimmed, at most 200 characters. */
const utmValue = z.string().trim().max(200).optional();
export const utmFields = {
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_content: utmValue,
  utm_term: utmValue,
};

/** One invited player on the invite page: customer code masked, when they joined, what they earned the referrer. */
export const invitedPlayer = z.object({
  customer_code: z.string(),
  joined_at: z.string(),
  /** Commission earned on this player's settled slips, baht. */
  commission: z.number(),
  /** Settled slips that earned commission (a zero commission counts too). */
  slips: z.number().int(),
});

/** `GET invites/me`: the player's code and link, the invited players (newest first, at most 100) and totals. */
export const invitesMeData = z.object({
  invite_code: z.string(),
  /** The path of the invite link (the shell prefixes its origin): `/register?ref=CODE`. */
  link_path: z.string(),
  /** The FriendInvite system-status flag: false = the page says the feature is closed. */
  feature_open: z.boolean(),
  /** The rate in force now, basis points of the invitee's settled stake. */
  commission_rate_bps: z.number().int(),
  invited_count: z.number().int(),
  /** Every commission earned, baht. */
  commission_total: z.number(),
  invited: z.array(invitedPlayer),
});
export type InvitesMeData = z.infer<typeof invitesMeData>;

/** One change of the commission rate, newest first. */
export const inviteRateChange = z.object({
  commission_bps: z.number().int(),
  effective_from: z.string(),
  ops_username: z.string(),
  reason: z.string().nullable(),
});

/** `GET backoffice/invites/settings`: the rate in force, the default (INVITE_COMMISSION_BPS) and the changes. */
export const inviteSettingsData = z.object({
  commission_bps: z.number().int(),
  default_bps: z.number().int(),
  /** `ops` when an ops change is in force, `default` before any. */
  source: z.enum(['ops', 'default']),
  /** Commission paid so far, satang, and the slips it was paid on. */
  paid_total_satang: z.number().int(),
  paid_slips: z.number().int(),
  history: z.array(inviteRateChange),
});
export type InviteSettingsData = z.infer<typeof inviteSettingsData>;

/** `PUT backoffice/invites/settings`: the new rate (0-5000 basis points) for slips settled from now on. */
export const inviteSettingsBody = z.object({
  commission_bps: z
    .number()
    .int('commission_bps must be a whole number of basis points')
    .min(0, 'commission_bps must be 0 or more')
    .max(MAX_INVITE_COMMISSION_BPS, `commission_bps must be at most ${MAX_INVITE_COMMISSION_BPS} (50 %)`),
  reason: z.string().trim().max(200).optional(),
});
export type InviteSettingsBody = z.infer<typeof inviteSettingsBody>;
