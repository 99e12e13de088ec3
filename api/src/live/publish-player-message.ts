/**
 * A player's publish through the gateway (`/publish/...`, GET or POST): the token must grant writing to the
 * channel; the message must be `{text}` of at most LIVE_MESSAGE_MAX_CHARS characters (shared-contracts
 * `livePlayerMessage`) and the meta flat and small; a banned player is refused (403 B0V002); then the
 * content hook (the gateway's `playerMessages`: chat/check-player-message.ts) may refuse (403); then it is stored
 * and announced. The route limits the rate per player (RATE_LIMIT_CHAT_PER_MINUTE, live/live-rate-limits.ts).
 * Errors: 400 E10000 (not JSON, too long, bad meta), 403 E10403 (channel not writable), 403 B0V002 (banned).
 */
import {
  AppError,
  ErrorCode,
  LIVE_CHANNELS,
  livePlayerMessage,
  livePlayerMeta,
  type LivePlayerMessage,
  type LivePlayerMeta,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { canWrite } from './channel-policy';
import type { LiveTokenClaims } from './live-token';
import { pruneLiveHistoryIfDue } from './prune-live-history';
import { parseJsonText, validated } from './pubnub-wire';
import { refuseLiveBanned } from './refuse-live-banned';
import { storeLiveMessage } from './store-live-message';

export interface PlayerPublish {
  claims: LiveTokenClaims;
  channel: string;
  /** The message as the SDK sent it: JSON text (the GET path's last part, or the POST body). */
  messageJson: string;
  /** The `meta` query parameter (JSON text), if any. */
  metaJson?: string;
  customMessageType?: string;
  /** `store=0` publishes live only. */
  store: boolean;
  ttlHours?: number;
}

export interface PlayerMessageToCheck {
  userId: number;
  /** The publisher uuid (customer code). */
  uuid: string;
  channel: string;
  message: LivePlayerMessage;
  meta: LivePlayerMeta | null;
  now: Date;
}

/** A check that may refuse a player's message by throwing an AppError. */
export type PlayerMessageCheck = (ctx: AppContext, input: PlayerMessageToCheck) => Promise<void>;

/**
 * The room's rules for a player's message, given by the layer above (chat/chat-message-hooks.ts through the
 * gateway's `playerMessages` option): `check` may refuse it, `publicMeta` gives the meta stored with a message on
 * the public channel (e.g. the sender's display name, the client's own `displayName` dropped).
 */
export interface PlayerMessageHooks {
  check: PlayerMessageCheck;
  publicMeta(ctx: AppContext, userId: number, meta: LivePlayerMeta | null): Promise<LivePlayerMeta | null>;
}

const CUSTOM_MESSAGE_TYPE = /^[A-Za-z0-9_-]{3,50}$/;

/** Stores a player's message; returns its timetoken. `hooks` are the room's rules (tests pass their own check). */
export async function publishPlayerMessage(
  ctx: AppContext,
  input: PlayerPublish,
  hooks: PlayerMessageHooks,
): Promise<string> {
  const { claims, channel } = input;
  if (claims.userId === null || !canWrite(claims, channel))
    throw new AppError(ErrorCode.FORBIDDEN, `this live token may not publish to ${channel}`);
  const message = validated(livePlayerMessage, parseJsonText(input.messageJson, 'message'), 'message');
  const clientMeta =
    input.metaJson === undefined || input.metaJson === '' || input.metaJson === 'null'
      ? null
      : validated(livePlayerMeta, parseJsonText(input.metaJson, 'meta'), 'meta');
  if (input.customMessageType !== undefined && !CUSTOM_MESSAGE_TYPE.test(input.customMessageType))
    throw new AppError(ErrorCode.BAD_REQUEST, 'custom_message_type must be 3-50 letters, digits, _ or -');
  const now = ctx.clock.now();
  await refuseLiveBanned(ctx.db, claims.userId, now);
  await hooks.check(ctx, { userId: claims.userId, uuid: claims.uuid, channel, message, meta: clientMeta, now });
  const meta = channel === LIVE_CHANNELS.public ? await hooks.publicMeta(ctx, claims.userId, clientMeta) : clientMeta;
  await pruneLiveHistoryIfDue(ctx.db, now);
  return ctx.db.transaction().execute((trx) =>
    storeLiveMessage(trx, {
      channel,
      publisher: claims.uuid,
      userId: claims.userId,
      message,
      meta,
      customMessageType: input.customMessageType ?? null,
      inHistory: input.store,
      ...(input.ttlHours !== undefined ? { ttlHours: input.ttlHours } : {}),
      now,
    }),
  );
}
