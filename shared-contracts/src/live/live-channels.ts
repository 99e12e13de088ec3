/**
 * The live layer's names and limits (issue 8; docs/product.md "Constants", chat): the gateway's path and keys, the
 * channels, the history page, message and meta limits and the server's message shape (the browser's reader of the
 * live token is readers/live-token-reader.ts).
 */

/** The path prefix of the PubNub-compatible gateway on the api's origin (SDK `origin: host + prefix`). */
export const LIVE_ORIGIN_PATH = '/pn';

/** The key set the gateway answers to (SDK `subscribeKey`, `publishKey`); anything else is a 400. */
export const LIVE_KEYS = { subscribeKey: 'sub-c-thai-lottery', publishKey: 'pub-c-thai-lottery' } as const;

/**
 * Channels: the community chat (docs/product.md "Constants"), the server's system channel (read-only for
 * everyone) and one private channel per player (`user.<customer code>`, read by that player only, written by
 * the server only). Names are 1-92 of `A-Z a-z 0-9 . _ -`.
 */
export const LIVE_CHANNELS = { public: 'channel-public', system: 'system' } as const;
export const LIVE_USER_CHANNEL_PREFIX = 'user.';
export const LIVE_CHANNEL_NAME = /^[A-Za-z0-9._-]{1,92}$/;

/** A player's private channel: `user.<customer code>` (the public code, never an internal id). */
export function liveUserChannel(customerCode: string): string {
  return `${LIVE_USER_CHANNEL_PREFIX}${customerCode}`;
}

/** History page of the chat (docs/product.md "Constants": 25). */
export const LIVE_HISTORY_PAGE = 25;
/** Longest text of a player's chat message, in characters (Unicode code points). */
export const LIVE_MESSAGE_MAX_CHARS = 500;
/** Largest meta object a player may attach to a message, bytes of its JSON. */
export const LIVE_META_MAX_BYTES = 1024;

/** Characters of `text` as a reader counts them (code points: an emoji is one, a Thai vowel mark is one). */
export function liveTextLength(text: string): number {
  return [...text].length;
}

/**
 * What the server publishes to the system and private channels (`publishToChannel` in the api): a `type`
 * naming the event (e.g. `system-status/changed`, `bet/settled`) and its data.
 */
export interface LiveServerMessage {
  type: string;
  data?: unknown;
}
