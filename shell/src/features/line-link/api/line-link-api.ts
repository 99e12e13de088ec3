/** The linking calls (docs/product.md "Messaging-app linking"): authorize at /connect, connect at /callback, unlink from /profile. */
import { callRoute, type HttpClient, type RouteBody, type RouteData } from 'shared-contracts';

/** `POST users/user/line/authorize`: the provider's URL for this player's new flow back to `redirectUri`. */
export function authorizeLineLink(
  api: HttpClient,
  redirectUri: string,
): Promise<RouteData<'POST /users/user/line/authorize'>> {
  return callRoute(api, 'POST /users/user/line/authorize', { body: { redirect_uri: redirectUri } });
}

/** `POST users/user/line/connect`: what the provider brought back to /callback, with the same `redirect_uri`. */
export function connectLine(
  api: HttpClient,
  body: RouteBody<'POST /users/user/line/connect'>,
): Promise<RouteData<'POST /users/user/line/connect'>> {
  return callRoute(api, 'POST /users/user/line/connect', { body });
}

/** `DELETE users/user/line/connect`: unlinks the player's LINE account. */
export function disconnectLine(api: HttpClient): Promise<RouteData<'DELETE /users/user/line/connect'>> {
  return callRoute(api, 'DELETE /users/user/line/connect');
}
