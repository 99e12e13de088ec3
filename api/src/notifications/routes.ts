/**
 * /api/v1/notification/*: the player's notifications (docs/product.md "Notifications"): a tab's page
 * (`data.all_message`, newest first, 10 per fetch by default), marking one or all read, the unread count.
 * Ops announcements are in backoffice/routes/notifications.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { countUnreadNotifications } from './count-unread-notifications';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';
import { contractRoutes } from '../http/contract-route';

const wire = routeTable.notifications;

export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['notifications'], guard: requireUser(ctx) });
    route(
      wire.getNotificationMessageByTab,
      {
        summary: "A page of the player's notifications of a tab (all, reward, transaction, announcement), newest first",
      },
      (req) => listNotifications(ctx, currentUser(req).userId, req.params.tab, req.query),
    );
    route(
      wire.putNotificationReadAll,
      {
        summary: 'Mark every notification of the player read; answers the unread count after',
        code: SuccessCode.UPDATED,
      },
      (req) => markAllNotificationsRead(ctx, currentUser(req).userId),
    );
    route(
      wire.putNotificationReadById,
      {
        summary: "Mark one of the player's notifications read (its uid; another player's is 404)",
        code: SuccessCode.UPDATED,
      },
      (req) => markNotificationRead(ctx, currentUser(req).userId, req.params.id),
    );
    route(
      wire.getNotificationUnreadCount,
      { summary: "How many of the player's notifications are unread (`data` is the number)" },
      (req) => countUnreadNotifications(ctx.db, currentUser(req).userId),
    );
  };
}
