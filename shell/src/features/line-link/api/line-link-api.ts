/** The linking calls (docs/product.md "Messaging-app linking"): authorize at /connect, connect at /callback, unlink from /profile. */
import type { HttpClient, LineAuthorizeData } from 'shared-contracts';

/** `POST users/user/line/authorize`: the provider's URL for this player's new flow back to `redirectUri`. */
export function authorizeLineLink(api: HttpClient, redirectUri: string): Promise<LineAuthorizeData> {
  return api.post<LineAuthorizeData>('users/user/line/authorize', { redirect_uri: redirectUri });
}

/** `POST users/user/line/connect`: what the provider brought back to /callback, with the same `redirect_uri`. */
export function connectLine(
  api: HttpClient,
  body: { code: string; state: string; redirect_uri: string; iss?: string },
): Promise<{ line_connected: 'CONNECTED' }> {
  return api.post('users/user/line/connect', body);
}

/** `DELETE users/user/line/connect`: unlinks the player's LINE account. */
export function disconnectLine(api: HttpClient): Promise<{ line_connected: 'NOT_CONNECTED' }> {
  return api.delete('users/user/line/connect');
}
