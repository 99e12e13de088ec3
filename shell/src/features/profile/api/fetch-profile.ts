/** `GET users/info/me`: the player's profile (docs/product.md "Profile and wallet"). */
import { callRoute, type HttpClient, type RouteData } from 'shared-contracts';

export function fetchProfile(api: HttpClient): Promise<RouteData<'GET /users/info/me'>> {
  return callRoute(api, 'GET /users/info/me');
}
