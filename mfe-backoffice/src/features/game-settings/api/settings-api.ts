/**
 * Ops settings the other tabs don't cover (api/src/backoffice/routes/minigames.ts and invites.ts):
 * - `GET/PUT backoffice/minigames/{game}`: a streak game's multiplier, stake limits and largest payout (baht) and
 *   whether it is closed; null = back to the default (docs/game-rules.md "Mini-games");
 * - `GET/PUT backoffice/invites/settings`: the friend-invite commission, basis points of the invitee's settled stake
 *   (0-5000), with the total paid (satang) and the changes (docs/product.md "Friend invite").
 * Every ops role reads; operators write (403 E10403 otherwise).
 */
import {
  callRoute,
  type HttpClient,
  type InviteSettingsBody,
  type MiniGameSettingsBody,
  type StreakGame,
} from 'shared-contracts';

export const fetchMiniGameSettings = (api: HttpClient, game: StreakGame) =>
  callRoute(api, 'GET /backoffice/minigames/:game', { params: { game } });

export const saveMiniGameSettings = (api: HttpClient, game: StreakGame, body: MiniGameSettingsBody) =>
  callRoute(api, 'PUT /backoffice/minigames/:game', { params: { game }, body });

export const fetchInviteSettings = (api: HttpClient) => callRoute(api, 'GET /backoffice/invites/settings');

export const saveInviteSettings = (api: HttpClient, body: InviteSettingsBody) =>
  callRoute(api, 'PUT /backoffice/invites/settings', { body });
