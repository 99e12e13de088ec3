/** The wire contract of the routes in `api/src/notifications/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import {
  notificationIdParams,
  notificationListData,
  notificationListQuery,
  notificationReadData,
  notificationTabParams,
  notificationUnreadCountData,
} from '../schemas/notifications';
import { route } from './route';

export const notificationsRoutes = {
  getNotificationMessageByTab: route({
    method: 'GET',
    path: '/notification/message/:tab',
    params: notificationTabParams,
    query: notificationListQuery,
    response: notificationListData,
  }),
  putNotificationReadAll: route({ method: 'PUT', path: '/notification/read/all', response: notificationReadData }),
  putNotificationReadById: route({
    method: 'PUT',
    path: '/notification/read/:id',
    params: notificationIdParams,
    response: notificationReadData,
  }),
  getNotificationUnreadCount: route({
    method: 'GET',
    path: '/notification/unread-count',
    response: notificationUnreadCountData,
  }),
};
