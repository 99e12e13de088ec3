/**
 * The api's OpenID Connect client of LINE Login (README "LINE linking"): `openid-client` discovers the issuer
 * (LINE_ISSUER: LINE itself, or the local stand-in of api/src/dev/line-login/) once and keeps the configuration.
 * Every token check (signature, iss, aud, exp, nonce, state, PKCE) is the library's.
 */
import type * as OpenIdClientModule from 'openid-client';
import type { Configuration } from 'openid-client';
import { AppError, ErrorCode } from 'shared-contracts';
import type { AppContext } from '../context';

export type OpenIdClient = typeof OpenIdClientModule;

const discovered = new Map<string, Promise<{ oidc: OpenIdClient; config: Configuration }>>();

/**
 * The library and the discovered configuration of LINE Login (`ctx.config.line`). Throws 503 E10503 when linking is not configured
 * (no channel) or the provider does not answer (a later call discovers again).
 */
export async function lineLoginClient(ctx: AppContext): Promise<{ oidc: OpenIdClient; config: Configuration }> {
  const { channelId, channelSecret, issuer } = ctx.config.line;
  if (!channelId || !channelSecret)
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'messaging-app linking is not configured on this server');
  const key = `${issuer} ${channelId}`;
  let found = discovered.get(key);
  if (!found) {
    found = (async () => {
      // an ES module: loaded on first use only
      const oidc = await import('openid-client');
      const config = await oidc.discovery(new URL(issuer), channelId, channelSecret, oidc.ClientSecretPost(), {
        // the local provider speaks plain http (development and tests; config.ts keeps production on https)
        execute: issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      });
      return { oidc, config };
    })();
    discovered.set(key, found);
    found.catch(() => discovered.delete(key));
  }
  try {
    return await found;
  } catch (err) {
    ctx.log.warn({ err, issuer }, 'LINE Login discovery failed');
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'LINE Login does not answer: retry shortly');
  }
}

/**
 * True when `err` is the provider's or the library's refusal of what the browser brought back (an error answer,
 * a bad code, a failed id_token check), false when the provider could not be reached.
 */
export function isRefusal(oidc: OpenIdClient, err: unknown): boolean {
  if (err instanceof oidc.ResponseBodyError || err instanceof oidc.AuthorizationResponseError) return true;
  return err instanceof oidc.ClientError && !!err.code && !(err.cause instanceof TypeError);
}
