/** The wire contract of the routes in `api/src/backoffice/routes/notifications.ts` (ARCHITECTURE.md "The wire contract"). */
import { notificationBroadcastBody, notificationBroadcastData } from '../schemas/notifications';
import { route } from './route';

export const backofficeNotificationsRoutes = {
  postBackofficeNotifications: route({
    method: 'POST',
    path: '/backoffice/notifications',
    body: notificationBroadcastBody,
    response: notificationBroadcastData,
    status: 201,
  }),
};
