/**
 * Messaging-app (LINE) linking (docs/product.md "Messaging-app linking"): the player's shell starts an OpenID
 * Connect authorization-code flow at /connect and finishes it at /callback through these calls.
 */
import { z } from 'zod';

/** The shell's /callback address the provider returns to: absolute http(s), path ending in /callback. */
export const lineRedirectUri = z
  .string()
  .max(500)
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && /\/callback$/.test(u.pathname) && !u.hash;
      } catch {
        return false;
      }
    },
    { message: 'must be an absolute http(s) URL whose path ends in /callback' },
  );

/** `POST users/user/line/authorize`: starts a flow for the logged-in player. */
export const lineAuthorizeBody = z.object({ redirect_uri: lineRedirectUri });
export const lineAuthorizeData = z.object({
  /** Where the browser goes next: the provider's authorization endpoint with state, nonce and PKCE. */
  authorization_url: z.string(),
  /** When the started flow can no longer be finished (ISO instant). */
  expires_at: z.string(),
});
export type LineAuthorizeData = z.infer<typeof lineAuthorizeData>;

/**
 * `POST users/user/line/connect`: the provider's answer at /callback (`code`, `state`, and `iss` when the provider
 * sends it) with the same `redirect_uri` as the authorize call.
 */
export const lineConnectBody = z.object({
  code: z.string().min(1).max(2048),
  redirect_uri: lineRedirectUri,
  state: z.string().min(1).max(256),
  iss: z.string().max(500).optional(),
});
export const lineConnectData = z.object({ line_connected: z.literal('CONNECTED') });
export const lineDisconnectData = z.object({ line_connected: z.literal('NOT_CONNECTED') });

export { LINK_RESULTS, LineLinkError, type LinkResult } from '../line-link/link-results';
