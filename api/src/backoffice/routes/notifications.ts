/**
 * `POST backoffice/notifications` (operators): an announcement to one player or to every player, shown in
 * their notifications' `announcement` tab and pushed live (notifications/broadcast-notification.ts); audited
 * in the use case.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import { auditActorOf } from '../../audit/audit-actor';
import { auditInUseCase } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { broadcastNotification } from '../../notifications/broadcast-notification';
import { OPERATORS } from '../../http/ops-roles';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeNotifications;

export function backofficeNotificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['backoffice'], guard: requireOps(ctx, OPERATORS) });
    route(
      wire.postBackofficeNotifications,
      {
        summary:
          'Announce to one player (customer_code) or to every player: the announcement tab of their notifications, pushed live',
        audit: auditInUseCase('notification.announce'),
      },
      (req) => broadcastNotification(ctx, auditActorOf(req), req.body),
    );
  };
}
