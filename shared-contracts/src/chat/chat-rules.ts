/**
 * The community chat's rules as plain values (issue 8; docs/product.md "Constants"): the reactions, the server's
 * chat events, how a player is named, the report reasons, unread counting and timetokens (the browser's readers of
 * the server's chat messages are in chat-readers.ts).
 */

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

/**
 * How the room names a player: the customer code with its middle hidden ("TL12345678" → "TL****5678"), never
 * a phone number. Codes of 6 characters or fewer keep only their first character.
 */
export function maskCustomerCode(code: string): string {
  if (code.length <= 6) return `${code.slice(0, 1)}***`;
  return `${code.slice(0, 2)}****${code.slice(-4)}`;
}

/** A message's timetoken: 17 digits (PubNub's format). */
export const CHAT_TIMETOKEN_PATTERN = /^\d{17}$/;

/** A chat display name (`PUT chat/profile`): 2-20 characters (code points) once trimmed. */
export const CHAT_DISPLAY_NAME_MIN = 2;
export const CHAT_DISPLAY_NAME_MAX = 20;

/** Why a player reports a message. */
export const CHAT_REPORT_REASONS = ['ABUSE', 'SPAM', 'ADVERTISING', 'OTHER'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];

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
