/** The wire contract of the routes in `api/src/backoffice/routes/invites.ts` (ARCHITECTURE.md "The wire contract"). */
import { inviteSettingsBody, inviteSettingsData } from '../schemas/invites';
import { route } from './route';

export const backofficeInvitesRoutes = {
  getBackofficeInvitesSettings: route({
    method: 'GET',
    path: '/backoffice/invites/settings',
    response: inviteSettingsData,
  }),
  putBackofficeInvitesSettings: route({
    method: 'PUT',
    path: '/backoffice/invites/settings',
    body: inviteSettingsBody,
    response: inviteSettingsData,
  }),
};
