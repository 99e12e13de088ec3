/**
 * `POST users/user/line/connect`: finishes the flow at /callback and links the LINE account
 * (docs/product.md "Messaging-app linking"). The attempt is looked up by `state` for this player and used once;
 * the code is exchanged with its PKCE verifier and the id_token checked (signature, issuer, audience, expiry,
 * nonce) by openid-client; the LINE user id is the id_token's `sub`.
 */
import { AppError, ErrorCode, LineLinkError } from 'shared-contracts';
import type { AppContext } from '../context';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/transaction';
import { isRefusal, lineLoginClient } from './line-login-client';

export interface LineCallback {
  code: string;
  redirect_uri: string;
  state: string;
  iss?: string | undefined;
}

function conflict(): AppError {
  return new AppError(
    ErrorCode.LINE_USER_CONFLICT,
    `${LineLinkError.USER_ID_CONFLICT}: this LINE account is linked to another player`,
    { error: LineLinkError.USER_ID_CONFLICT },
  );
}

/**
 * Links the LINE account to `userId` (relinking the same or another LINE account replaces the link, status
 * CONNECTED). Errors: 400 E10000 naming `state` (unknown, used, expired or another player's: a forged or replayed
 * callback), `redirect_uri` (not the one the flow started with) or `code` (refused by LINE or by the id_token
 * checks); 409 E20022 LINE_USER_ID_CONFLICT (linked to another player); 417 E10006 LINE_USER_NO_FRIEND_SHIP (not
 * a friend of the official account: nothing is linked); 503 E10503 when LINE Login does not answer.
 */
export async function connectLineAccount(
  ctx: AppContext,
  userId: number,
  callback: LineCallback,
): Promise<{ line_connected: 'CONNECTED' }> {
  const { oidc, config } = await lineLoginClient(ctx);
  const now = ctx.clock.now();
  // used up front: a replayed state finds nothing, and a failed exchange cannot be tried again with it
  const attempt = await ctx.db
    .updateTable('line_link_attempts')
    .set({ used_at: now })
    .where('state', '=', callback.state)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['nonce', 'code_verifier', 'redirect_uri'])
    .executeTakeFirst();
  if (!attempt)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      'state: no linking of yours is waiting with this state (unknown, used or expired): start again at /connect',
      { fields: ['state'] },
    );
  if (attempt.redirect_uri !== callback.redirect_uri)
    throw new AppError(ErrorCode.BAD_REQUEST, 'redirect_uri: not the address this linking started with', {
      fields: ['redirect_uri'],
    });

  const current = new URL(attempt.redirect_uri);
  current.searchParams.set('code', callback.code);
  current.searchParams.set('state', callback.state);
  if (callback.iss) current.searchParams.set('iss', callback.iss);
  let lineUserId: string;
  let accessToken: string;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: attempt.code_verifier,
      expectedState: callback.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const sub = tokens.claims()?.sub;
    if (!sub) throw new AppError(ErrorCode.BAD_REQUEST, 'code: the id_token names no user', { fields: ['code'] });
    lineUserId = sub;
    accessToken = tokens.access_token;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isRefusal(oidc, err)) {
      ctx.log.info({ err }, 'LINE Login refused a callback');
      throw new AppError(ErrorCode.BAD_REQUEST, 'code: LINE Login did not accept this answer: start again', {
        fields: ['code'],
      });
    }
    ctx.log.warn({ err }, 'LINE Login unreachable');
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'LINE Login does not answer: retry shortly');
  }

  const taken = await ctx.db
    .selectFrom('line_links')
    .select('user_id')
    .where('line_user_id', '=', lineUserId)
    .executeTakeFirst();
  if (taken && taken.user_id !== userId) throw conflict();

  // notifications go through the official account: LINE delivers only to its friends
  let friendFlag: unknown;
  try {
    const res = await oidc.fetchProtectedResource(
      config,
      accessToken,
      new URL(ctx.config.line.friendshipStatusUrl),
      'GET',
    );
    if (!res.ok) throw new Error(`friendship status answered ${res.status}`);
    friendFlag = ((await res.json()) as { friendFlag?: unknown }).friendFlag;
  } catch (err) {
    ctx.log.warn({ err }, 'LINE friendship status unavailable');
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'LINE does not answer: retry shortly');
  }
  if (friendFlag !== true)
    throw new AppError(
      ErrorCode.EXPECTATION_FAILED,
      `${LineLinkError.NO_FRIENDSHIP}: add the official account as a friend on LINE, then link again`,
      { error: LineLinkError.NO_FRIENDSHIP },
    );

  try {
    await ctx.db
      .insertInto('line_links')
      .values({ user_id: userId, line_user_id: lineUserId, status: 'CONNECTED', linked_at: now, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ line_user_id: lineUserId, status: 'CONNECTED', linked_at: now, updated_at: now }),
      )
      .execute();
  } catch (err) {
    // another player linked this LINE account meanwhile (line_links.line_user_id is UNIQUE)
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw conflict();
    throw err;
  }
  return { line_connected: 'CONNECTED' };
}
