/**
 * `POST backoffice/notifications` (operators): an announcement to one player or to every player, shown in
 * their notifications' `announcement` tab and pushed live (notifications/broadcast-notification.ts); audited
 * in the use case.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import { auditActorOf } from '../../audit/audit-actor';
import { auditInUseCase } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { bearerSecurity, sendOk } from '../../http/reply';
import { broadcastNotification } from '../../notifications/broadcast-notification';
import { OPERATORS } from '../../http/ops-roles';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.backofficeNotifications;

export function backofficeNotificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      wire.postBackofficeNotifications.path,
      {
        onRequest: requireOps(ctx, OPERATORS),
        config: { audit: auditInUseCase('notification.announce') },
        schema: routeSchema(wire.postBackofficeNotifications, {
          tags: ['backoffice'],
          security: bearerSecurity,
          summary:
            'Announce to one player (customer_code) or to every player: the announcement tab of their notifications, pushed live',
        }),
      },
      async (req, reply) =>
        sendOk(reply, await broadcastNotification(ctx, auditActorOf(req), req.body), 201, SuccessCode.CREATED),
    );
  };
}
