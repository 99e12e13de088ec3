/** The friend-invite call (paths relative to /api/v1). */
import { callRoute, type HttpClient } from 'shared-contracts';

export const invitesApi = {
  /** `GET invites/me`: the player's code, link path, invited players (masked) and commission (baht). */
  me: (api: HttpClient) => callRoute(api, 'GET /invites/me'),
};
