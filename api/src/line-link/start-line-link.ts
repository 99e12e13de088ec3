/**
 * `POST users/user/line/authorize`: starts the OpenID Connect authorization-code flow of /connect
 * (docs/product.md "Messaging-app linking"). Fresh `state`, `nonce` and PKCE (S256) `code_verifier` are kept in
 * `line_link_attempts` for this player, single use, for LINK_ATTEMPT_MINUTES.
 */
import type { LineAuthorizeData } from 'shared-contracts';
import type { AppContext } from '../context';
import { lineLoginClient } from './line-login-client';

/** How long a started flow can be finished (the player logs in at LINE meanwhile). */
export const LINK_ATTEMPT_MINUTES = 10;

/**
 * Returns the authorization URL (scope `openid profile`, LINE's `bot_prompt=aggressive` offering to add the
 * official account as a friend) for `redirectUri`, the shell's /callback. Errors: 503 E10503 when LINE Login
 * is not configured or does not answer.
 */
export async function startLineLink(ctx: AppContext, userId: number, redirectUri: string): Promise<LineAuthorizeData> {
  const { oidc, config } = await lineLoginClient(ctx);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + LINK_ATTEMPT_MINUTES * 60_000);
  // the library's 256-bit random values; the state is also the attempt's key
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await ctx.db
    .insertInto('line_link_attempts')
    .values({
      user_id: userId,
      state,
      nonce,
      code_verifier: codeVerifier,
      redirect_uri: redirectUri,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  // finished or abandoned flows of this player older than a day are of no use any more
  await ctx.db
    .deleteFrom('line_link_attempts')
    .where('user_id', '=', userId)
    .where('expires_at', '<', new Date(now.getTime() - 86_400_000))
    .execute();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    bot_prompt: 'aggressive',
  });
  return { authorization_url: url.href, expires_at: expiresAt.toISOString() };
}
