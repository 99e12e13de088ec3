/**
 * The community chat (issue 8; docs/product.md "Constants": channel `channel-public`, history page 25): the
 * wire shapes of the chat's own API (`GET chat/profile`, `POST chat/reports`, ops `backoffice/chat/...`), the
 * server messages the room shows (a big win, a deleted message), the reactions offered and how a publisher is
 * named in the room (the plain values and the browser's readers are in chat/chat-rules.ts). Players' messages
 * themselves travel over the live layer (schemas/live.ts).
 */
import { z } from 'zod';
import {
  CHAT_DISPLAY_NAME_MAX,
  CHAT_DISPLAY_NAME_MIN,
  CHAT_REPORT_REASONS,
  CHAT_TIMETOKEN_PATTERN,
} from '../chat/chat-rules';

/** `data` of a big-win announcement. */
export const chatBigWinData = z.object({
  game_code: z.string(),
  /** Baht as decimal text with 2 decimals, e.g. "12500.00". */
  amount: z.string(),
  /** The winner's customer code, masked (`maskCustomerCode`). */
  customer: z.string(),
});
export type ChatBigWinData = z.infer<typeof chatBigWinData>;

/** `data` of a deleted-message notice. */
export const chatMessageDeletedData = z.object({ timetoken: z.string() });

/**
 * `data` of a ban notice: ISO-8601 end of the ban (null: lifted) and the seconds left, which the room counts
 * down from (a device clock may be off; the server's count is not).
 */
export const chatBanChangedData = z.object({ banned_until: z.string().nullable(), count_down: z.number().int() });

/** A message's timetoken on the wire: 17 digits (PubNub's format). */
export const chatTimetoken = z.string().regex(CHAT_TIMETOKEN_PATTERN, 'timetoken must be 17 digits');

/** `GET chat/profile`: the player as the room shows them and their chat ban (docs/product.md "Constants"). */
export const chatProfileData = z.object({
  /** The customer code (the live uuid the player publishes as). */
  user_uid: z.string(),
  /** What the room shows as the sender: the name set with `PUT chat/profile`, else the masked customer code. */
  display_name: z.string(),
  is_banned: z.boolean(),
  /** ISO-8601 end of the ban, or null. */
  banned_until: z.string().nullable(),
  /** Seconds until the ban ends (0 when not banned). */
  count_down: z.number().int(),
});
export type ChatProfileData = z.infer<typeof chatProfileData>;

/** `PUT chat/profile`: the name the room shows; unique across players ignoring case (409 E20028). */
export const chatDisplayNameBody = z.object({
  display_name: z
    .string()
    .max(200)
    .transform((s) => s.trim().replace(/\s+/g, ' '))
    .refine((s) => [...s].length >= CHAT_DISPLAY_NAME_MIN && [...s].length <= CHAT_DISPLAY_NAME_MAX, {
      message: `display_name must be ${CHAT_DISPLAY_NAME_MIN}-${CHAT_DISPLAY_NAME_MAX} characters`,
    })
    .refine((s) => !/[\p{Cc}\p{Cf}]/u.test(s), { message: 'display_name must not contain control characters' }),
});
export type ChatDisplayNameBody = z.infer<typeof chatDisplayNameBody>;

/** `POST chat/reports`: report one message of `channel-public` (once per player and message). */
export const chatReportBody = z.object({
  timetoken: chatTimetoken,
  reason: z.enum(CHAT_REPORT_REASONS),
});
export type ChatReportBody = z.infer<typeof chatReportBody>;

export const chatReportData = z.object({
  id: z.string(),
  timetoken: z.string(),
  reason: z.enum(CHAT_REPORT_REASONS),
  created_at: z.string(),
});
export type ChatReportData = z.infer<typeof chatReportData>;

/** `GET backoffice/chat/reports?status=open|all&limit=`: newest first. */
export const chatReportsQuery = z.object({
  status: z.enum(['open', 'all']).default('open'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A report as ops see it: the message as it was when reported, who reported it, and what ops did. */
export const chatReportView = z.object({
  id: z.string(),
  timetoken: z.string(),
  channel: z.string(),
  reason: z.enum(CHAT_REPORT_REASONS),
  /** The reporter's customer code. */
  reporter: z.string(),
  /** The author's customer code. */
  publisher: z.string(),
  text: z.string(),
  created_at: z.string(),
  /** Still in the room (false once deleted or expired). */
  message_present: z.boolean(),
  /** null while open; `deleted` (the message was deleted) or `dismissed`. */
  resolution: z.enum(['deleted', 'dismissed']).nullable(),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable(),
});
export type ChatReportView = z.infer<typeof chatReportView>;

/** `PUT backoffice/chat/bans/{customer_code}`: the player may read but not write for `minutes`. */
export const chatBanBody = z.object({
  minutes: z.number().int().min(1, 'minutes must be 1 to 525600').max(525_600, 'minutes must be 1 to 525600'),
  reason: z.string().trim().min(1, 'reason is required').max(200, 'reason is at most 200 characters'),
});
export type ChatBanBody = z.infer<typeof chatBanBody>;

/** A player's chat ban (banned_until null: not banned). */
export const chatBanData = z.object({
  customer_code: z.string(),
  banned_until: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ChatBanData = z.infer<typeof chatBanData>;

/** `DELETE backoffice/chat/messages/{timetoken}`: the message that was removed. */
export const chatDeletedMessageData = z.object({
  timetoken: z.string(),
  channel: z.string(),
  publisher: z.string(),
  text: z.string(),
  /** Open reports of the message now resolved as deleted. */
  reports_resolved: z.number().int(),
});
export type ChatDeletedMessageData = z.infer<typeof chatDeletedMessageData>;
