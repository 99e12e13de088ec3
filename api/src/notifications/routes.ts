/**
 * /api/v1/notification/*: the player's notifications (docs/product.md "Notifications"): a tab's page
 * (`data.all_message`, newest first, 10 per fetch by default), marking one or all read, the unread count.
 * Ops announcements are in backoffice/routes/notifications.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { bearerSecurity, sendOk } from '../http/reply';
import { countUnreadNotifications } from './count-unread-notifications';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';
import { routeSchema } from '../http/contract-route';

const wire = routeTable.notifications;

export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = { tags: ['notifications'], security: bearerSecurity };
    app.get(
      wire.getNotificationMessageByTab.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getNotificationMessageByTab, {
          ...schema,
          summary:
            "A page of the player's notifications of a tab (all, reward, transaction, announcement), newest first",
        }),
      },
      async (req, reply) =>
        sendOk(reply, await listNotifications(ctx, currentUser(req).userId, req.params.tab, req.query)),
    );
    app.put(
      wire.putNotificationReadAll.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.putNotificationReadAll, {
          ...schema,
          summary: 'Mark every notification of the player read; answers the unread count after',
        }),
      },
      async (req, reply) =>
        sendOk(reply, await markAllNotificationsRead(ctx, currentUser(req).userId), 200, SuccessCode.UPDATED),
    );
    app.put(
      wire.putNotificationReadById.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.putNotificationReadById, {
          ...schema,
          summary: "Mark one of the player's notifications read (its uid; another player's is 404)",
        }),
      },
      async (req, reply) =>
        sendOk(
          reply,
          await markNotificationRead(ctx, currentUser(req).userId, req.params.id),
          200,
          SuccessCode.UPDATED,
        ),
    );
    app.get(
      wire.getNotificationUnreadCount.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getNotificationUnreadCount, {
          ...schema,
          summary: "How many of the player's notifications are unread (`data` is the number)",
        }),
      },
      async (req, reply) => sendOk(reply, await countUnreadNotifications(ctx.db, currentUser(req).userId)),
    );
  };
}
