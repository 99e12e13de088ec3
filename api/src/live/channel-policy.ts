/**
 * Who may read and write which live channel, and how long each keeps its messages (issue 8; the names are in
 * shared-contracts `LIVE_CHANNELS`, docs/product.md "Constants" for the chat):
 * - `channel-public`, the community chat: players read and write, visitors read; kept 30 days (the chat looks
 *   back 7 days for unread counts);
 * - `system`, server announcements (system status...): everyone reads, only the server writes; kept 7 days;
 * - `user.<customer code>`, a player's private channel (notifications, settlements): only that player reads,
 *   only the server writes; kept 90 days;
 * - `yeekee.<round id>`, a yeekee round's shots and result (draw-games/yeekee/): every token reads, only the
 *   server writes; kept 1 day (the shots themselves are kept with the round).
 * A grant is a channel name or a prefix ending in `*` (`yeekee.*`), so families of channels (yeekee rounds)
 * can be granted without listing them. The server (`publishToChannel`) may write any valid channel.
 */
import {
  LIVE_CHANNELS,
  LIVE_CHANNEL_NAME,
  LIVE_USER_CHANNEL_PREFIX,
  YEEKEE_CHANNEL_PREFIX,
  liveUserChannel,
} from 'shared-contracts';

/** Channels a token may read and write (names or `prefix*` patterns). */
export interface LiveGrants {
  read: string[];
  write: string[];
}

/** Who a token is for. */
export type LiveAudience = { kind: 'player'; customerCode: string } | { kind: 'visitor' };

/** The publisher uuid (`i`) of messages the server publishes. */
export const SERVER_PUBLISHER = 'server';

/** The SDK's presence channels (`<channel>-pnpres`): readable with their channel; we never publish there. */
export const PRESENCE_SUFFIX = '-pnpres';

const DAY_MS = 86_400_000;

/** The channels of a player or a visitor. */
export function grantsFor(audience: LiveAudience): LiveGrants {
  const yeekee = `${YEEKEE_CHANNEL_PREFIX}*`;
  if (audience.kind === 'visitor') return { read: [LIVE_CHANNELS.public, LIVE_CHANNELS.system, yeekee], write: [] };
  return {
    read: [LIVE_CHANNELS.public, LIVE_CHANNELS.system, liveUserChannel(audience.customerCode), yeekee],
    write: [LIVE_CHANNELS.public],
  };
}

/** True when one of `grants` (names or `prefix*`) covers `channel`. */
export function grantAllows(grants: readonly string[], channel: string): boolean {
  return grants.some((g) => (g.endsWith('*') ? channel.startsWith(g.slice(0, -1)) : g === channel));
}

/** Reading `channel` (or its presence channel) is allowed by `grants`. */
export function canRead(grants: LiveGrants, channel: string): boolean {
  const base = channel.endsWith(PRESENCE_SUFFIX) ? channel.slice(0, -PRESENCE_SUFFIX.length) : channel;
  return grantAllows(grants.read, base);
}

/** Publishing to `channel` (and reacting to its messages) is allowed by `grants`. */
export function canWrite(grants: LiveGrants, channel: string): boolean {
  return grantAllows(grants.write, channel);
}

/** A channel name the gateway accepts (1-92 of `A-Z a-z 0-9 . _ -`, shared-contracts LIVE_CHANNEL_NAME). */
export function isValidChannel(channel: string): boolean {
  return LIVE_CHANNEL_NAME.test(channel);
}

/** How long `channel` keeps its messages, days (see the module comment). */
export function retentionDays(channel: string): number {
  if (channel === LIVE_CHANNELS.system) return 7;
  if (channel.startsWith(LIVE_USER_CHANNEL_PREFIX)) return 90;
  if (channel.startsWith(YEEKEE_CHANNEL_PREFIX)) return 1;
  return 30;
}

/** When a message published at `now` on `channel` expires (`ttlHours`: the publisher's shorter wish). */
export function expiryOf(channel: string, now: Date, ttlHours?: number): Date {
  const keep = retentionDays(channel) * DAY_MS;
  const wish = ttlHours !== undefined && ttlHours > 0 ? ttlHours * 3_600_000 : keep;
  return new Date(now.getTime() + Math.min(keep, wish));
}
