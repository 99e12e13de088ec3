/** The wire contract of the routes in `api/src/invites/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { invitesMeData } from '../schemas/invites';
import { route } from './route';

export const invitesRoutes = {
  getInvitesMe: route({ method: 'GET', path: '/invites/me', response: invitesMeData }),
};
