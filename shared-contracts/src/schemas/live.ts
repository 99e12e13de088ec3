/**
 * The live layer (issue 8): the api speaks the subset of the PubNub REST protocol the `pubnub` SDK uses, under
 * `LIVE_ORIGIN_PATH` on the api's own origin, so the browser runs the real SDK with
 * `origin: location.host + LIVE_ORIGIN_PATH`. `POST /api/v1/live/token` hands out the token (`authKey`), the
 * uuid (`userId`), the keys and the channels a caller may read and write. Channel names, the history page and
 * the message length follow docs/product.md "Constants" (chat); they are in live/live-channels.ts.
 */
import { z } from 'zod';
import { LIVE_MESSAGE_MAX_CHARS, LIVE_META_MAX_BYTES, liveTextLength } from '../live/live-channels';

/**
 * What a player publishes to a chat channel: a JSON object with the text (1 to LIVE_MESSAGE_MAX_CHARS
 * characters, not only spaces). Nothing else: the server refuses other fields.
 */
export const livePlayerMessage = z.strictObject({
  text: z
    .string()
    .refine((t) => t.trim().length > 0, 'text must not be empty')
    .refine(
      (t) => liveTextLength(t) <= LIVE_MESSAGE_MAX_CHARS,
      `text must be at most ${LIVE_MESSAGE_MAX_CHARS} characters`,
    ),
});
export type LivePlayerMessage = z.infer<typeof livePlayerMessage>;

/** Meta a player may attach (SDK `meta`): flat strings, numbers and booleans, at most LIVE_META_MAX_BYTES. */
export const livePlayerMeta = z
  .record(z.string().max(64), z.union([z.string().max(256), z.number(), z.boolean()]))
  .refine((m) => Object.keys(m).length <= 16, 'meta has at most 16 keys')
  .refine(
    (m) => new TextEncoder().encode(JSON.stringify(m)).length <= LIVE_META_MAX_BYTES,
    `meta is at most ${LIVE_META_MAX_BYTES} bytes`,
  );
export type LivePlayerMeta = z.infer<typeof livePlayerMeta>;

/** `POST /api/v1/live/token`: what the SDK needs, for a player (Bearer) or a visitor (no Authorization). */
export const liveTokenData = z.object({
  /** Opaque; the SDK sends it as `auth` (set it with `authKey` or `setToken`). */
  token: z.string(),
  /** The SDK's `userId`: the player's customer code, or `visitor-…` for a visitor. */
  uuid: z.string(),
  /** ISO-8601; a request after it gets 403: ask for a new token. */
  expires_at: z.string(),
  /** Path prefix of the gateway on this origin (LIVE_ORIGIN_PATH). */
  origin_path: z.string(),
  subscribe_key: z.string(),
  publish_key: z.string(),
  channels: z.object({ read: z.array(z.string()), write: z.array(z.string()) }),
  /** The player's private channel, or null for a visitor. */
  user_channel: z.string().nullable(),
  /** While set and in the future the player may read but not write (publish, reactions). */
  banned_until: z.string().nullable(),
});
export type LiveTokenData = z.infer<typeof liveTokenData>;
