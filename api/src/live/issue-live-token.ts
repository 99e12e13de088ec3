/**
 * `POST /api/v1/live/token` (issue 8 "Access"): a live token for the PubNub SDK. A player (Bearer) reads the
 * chat, the system channel and their own `user.<customer code>` channel and writes the chat, as uuid = their
 * customer code; the token lives LIVE_TOKEN_TTL_MINUTES but never past the session, and dies with it
 * (live/live-access.ts). A visitor (no Authorization) reads the chat and the system channel only, as
 * `visitor-<random>`. A banned player still gets a token (reading is allowed); `banned_until` says so.
 */
import {
  LIVE_KEYS,
  LIVE_ORIGIN_PATH,
  liveUserChannel,
  AppError,
  ErrorCode,
  type LiveTokenData,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { randomToken } from '../http/crypto';
import { grantsFor } from './channel-policy';
import { signLiveToken, type LiveTokenClaims } from './live-token';

/** `player` null = a visitor. */
export async function issueLiveToken(
  ctx: AppContext,
  player: { userId: number; sessionId: number } | null,
): Promise<LiveTokenData> {
  const now = ctx.clock.now();
  const ttlEnd = now.getTime() + ctx.config.liveTokenTtlMinutes * 60_000;
  let claims: LiveTokenClaims;
  let userChannel: string | null = null;
  let bannedUntil: string | null = null;
  if (player) {
    const row = await ctx.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('live_access as la', 'la.user_id', 's.user_id')
      .select(['u.customer_code', 's.expires_at', 'la.token_version', 'la.banned_until'])
      .where('s.id', '=', player.sessionId)
      .where('s.user_id', '=', player.userId)
      .executeTakeFirst();
    if (!row) throw new AppError(ErrorCode.UNAUTHORIZED, 'token is invalid: log in again');
    const grants = grantsFor({ kind: 'player', customerCode: row.customer_code });
    claims = {
      sessionId: player.sessionId,
      userId: player.userId,
      uuid: row.customer_code,
      ...grants,
      version: row.token_version ?? 0,
      expiresAt: Math.min(ttlEnd, row.expires_at.getTime()),
    };
    userChannel = liveUserChannel(row.customer_code);
    if (row.banned_until && row.banned_until.getTime() > now.getTime()) bannedUntil = row.banned_until.toISOString();
  } else {
    claims = {
      sessionId: null,
      userId: null,
      uuid: `visitor-${randomToken(9)}`,
      ...grantsFor({ kind: 'visitor' }),
      version: 0,
      expiresAt: ttlEnd,
    };
  }
  return {
    token: signLiveToken(ctx.config.jwtSecret, claims),
    uuid: claims.uuid,
    expires_at: new Date(claims.expiresAt).toISOString(),
    origin_path: LIVE_ORIGIN_PATH,
    subscribe_key: LIVE_KEYS.subscribeKey,
    publish_key: LIVE_KEYS.publishKey,
    channels: { read: claims.read, write: claims.write },
    user_channel: userChannel,
    banned_until: bannedUntil,
  };
}
