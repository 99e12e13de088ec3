/**
 * The live client the shell hands every remote (`RemoteProps.live`, ARCHITECTURE.md "The live layer"): a small
 * transport interface over the real `pubnub` SDK talking to our gateway, so component tests in jsdom use
 * `createFakeLiveClient` (`shared-contracts/testing`) instead. The shell keeps one client for the page; it
 * fetches the token for the current session (player or visitor) and reconnects when the session changes.
 *
 * Timetokens are 17-digit strings (PubNub's format: epoch ms × 10,000 + a counter), compared as BigInt or by
 * length then text. Channel names are `LIVE_CHANNELS` and `liveUserChannel(customerCode)` (live/live-channels.ts).
 */

/** One stored message as history and subscribers see it. */
export interface LiveMessage<T = unknown> {
  channel: string;
  /** The publish timetoken: the message's id on its channel. */
  timetoken: string;
  /** The publisher's uuid: a player's customer code, or `server` for the api. */
  publisher: string;
  message: T;
  meta?: Record<string, unknown>;
  /** Message actions (reactions): type → value → who added it and when. */
  actions?: Record<string, Record<string, Array<{ uuid: string; actionTimetoken: string }>>>;
}

/** A message action added to or removed from a message, as it arrives live. */
export interface LiveActionEvent {
  channel: string;
  event: 'added' | 'removed';
  type: string;
  value: string;
  messageTimetoken: string;
  actionTimetoken: string;
  uuid: string;
}

export interface LiveListener {
  message?: (message: LiveMessage) => void;
  action?: (event: LiveActionEvent) => void;
  /**
   * The connection now delivers this listener's channels: after its first subscription and again after every
   * reconnection (a login, a logout, a network failure). Whatever was published before may not have been
   * heard, so a listener that shows a count or a list reads it again here.
   */
  ready?: () => void;
}

/** A page of history, newest last; `more` when older messages exist before the first one. */
export interface LiveHistoryPage<T = unknown> {
  messages: Array<LiveMessage<T>>;
  more: boolean;
}

/** Why a write was refused: the gateway's 403 text (community rules, ban, token) and its HTTP status. */
export class LiveRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'LiveRefusal';
  }
}

/** The transport every front end uses for the live layer. Methods reject with `LiveRefusal` on a 4xx. */
export interface LiveClient {
  /** The uuid this page publishes as (customer code or `visitor-…`); null before the first token. */
  uuid(): string | null;
  /** Listens on `channels` (merged with other listeners' channels); returns the unsubscribe. */
  subscribe(channels: string[], listener: LiveListener): () => void;
  /** Publishes `message` (a player's chat message is `{ text }`); resolves with its timetoken. */
  publish(channel: string, message: unknown, meta?: Record<string, unknown>): Promise<string>;
  /** Up to `count` messages older than `before` (exclusive; newest page without it), with reactions. */
  history<T = unknown>(channel: string, opts: { count: number; before?: string }): Promise<LiveHistoryPage<T>>;
  /** Adds a reaction; rejects with LiveRefusal (409 "Action Already Added") when it is already there. */
  addReaction(channel: string, messageTimetoken: string, value: string): Promise<{ actionTimetoken: string }>;
  removeReaction(channel: string, messageTimetoken: string, actionTimetoken: string): Promise<void>;
  /** Messages on `channel` newer than `since` (a timetoken). */
  messageCount(channel: string, since: string): Promise<number>;
}
