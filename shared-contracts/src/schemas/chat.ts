/**
 * The community chat (issue 8; docs/product.md "Constants": channel `channel-public`, history page 25): the
 * wire shapes of the chat's own API (`GET chat/profile`, `POST chat/reports`, ops `backoffice/chat/...`), the
 * server messages the room shows (a big win, a deleted message), the reactions offered and how a publisher is
 * named in the room. Players' messages themselves travel over the live layer (schemas/live.ts).
 */
import { z } from 'zod';

/** The reactions the room offers on a message (a fixed set; other values are not shown). */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '😮', '🙏', '🎉'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];

/** The message-action type of a reaction (PubNub `addMessageAction` type). */
export const CHAT_REACTION_TYPE = 'reaction';

/** The `type` of the server's chat messages (`LiveServerMessage`) on `channel-public` or a player's channel. */
export const CHAT_SERVER_EVENTS = {
  /** A slip paid at least CHAT_BIG_WIN_BAHT (stored in history: the room shows it as a card). */
  bigWin: 'chat/big-win',
  /** Ops deleted a message (live only): open rooms drop `data.timetoken`. */
  messageDeleted: 'chat/message-deleted',
  /** On the player's own channel (live only): their chat ban now ends at `data.banned_until` (null: lifted). */
  banChanged: 'chat/ban-changed',
} as const;

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

/**
 * How the room names a player: the customer code with its middle hidden ("TL12345678" → "TL****5678"), never
 * a phone number. Codes of 6 characters or fewer keep only their first character.
 */
export function maskCustomerCode(code: string): string {
  if (code.length <= 6) return `${code.slice(0, 1)}***`;
  return `${code.slice(0, 2)}****${code.slice(-4)}`;
}

/** A message's timetoken on the wire: 17 digits (PubNub's format). */
export const chatTimetoken = z.string().regex(/^\d{17}$/, 'timetoken must be 17 digits');

/** `GET chat/profile`: the player as the room shows them and their chat ban (docs/product.md "Constants"). */
export const chatProfileData = z.object({
  /** The customer code (the live uuid the player publishes as). */
  user_uid: z.string(),
  /** What the room shows as the sender: the masked customer code. */
  display_name: z.string(),
  is_banned: z.boolean(),
  /** ISO-8601 end of the ban, or null. */
  banned_until: z.string().nullable(),
  /** Seconds until the ban ends (0 when not banned). */
  count_down: z.number().int(),
});
export type ChatProfileData = z.infer<typeof chatProfileData>;

/** Why a player reports a message. */
export const CHAT_REPORT_REASONS = ['ABUSE', 'SPAM', 'ADVERTISING', 'OTHER'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];

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

/**
 * Unread counting (docs/product.md "Constants", chat): the last-read cookie holds the timetoken of the newest
 * message the player has seen in the room, for one year at path `/`; without it the count looks back 7 days;
 * the badge shows at most 99. The chat remote writes it and publishes `chat/unread-changed` while it is open.
 */
export const CHAT_LAST_READ_COOKIE = 'chat_last_read';
export const CHAT_LAST_READ_MAX_AGE_SECONDS = 31_536_000;
export const CHAT_UNREAD_LOOKBACK_DAYS = 7;
export const CHAT_UNREAD_BADGE_MAX = 99;

/** The timetoken of an instant given in epoch ms (ms × 10,000, as 17-digit text). */
export function timetokenOfMs(ms: number): string {
  return (BigInt(Math.floor(ms)) * 10_000n).toString();
}

/** The epoch ms of a timetoken. */
export function msOfTimetoken(timetoken: string): number {
  return Number(BigInt(timetoken) / 10_000n);
}

/** Orders two timetokens (17-digit text): negative when `a` is older. */
export function compareTimetokens(a: string, b: string): number {
  return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}
