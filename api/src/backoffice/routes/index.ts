/**
 * Every /api/v1/backoffice/* route, one file per ops area (plus the public registry reads): each guarded by
 * an ops session of the right role (requireOps in onRequest, before the body is read; roles in
 * http/ops-roles.ts) and audited (audit/audited-routes.ts refuses a non-GET backoffice route without
 * an audit declaration). The use cases stay in their domains (draw-games/, lottery-shop/, ops-accounts/, audit/, chat/).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { auditRoutes } from './audit';
import { backofficeBlacklistRoutes } from './blacklist';
import { backofficeChatRoutes } from './chat';
import { backofficeInviteRoutes } from './invites';
import { backofficeLotteryShopRoutes } from './lottery-shop';
import { backofficeMiniGameRoutes } from './minigames';
import { backofficeNotificationRoutes } from './notifications';
import { backofficePaymentRoutes } from './payments';
import { backofficePlayerRoutes } from './players';
import { opsAccountRoutes } from './ops-users';
import { registryRoutes } from './registry';
import { backofficeRestrictionRoutes } from './restrictions';
import { backofficeRateRoutes } from './rates';
import { backofficeReconciliationRoutes } from './reconciliation';
import { backofficeResultRoutes } from './results';
import { backofficeRoundRoutes } from './rounds';
import { backofficeSettingChangeRoutes } from './setting-changes';

export function backofficeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const areas = [
      registryRoutes,
      backofficeRoundRoutes,
      backofficeResultRoutes,
      backofficeRestrictionRoutes,
      backofficeRateRoutes,
      backofficeSettingChangeRoutes,
      backofficeLotteryShopRoutes,
      opsAccountRoutes,
      auditRoutes,
      backofficeChatRoutes,
      backofficeMiniGameRoutes,
      backofficeNotificationRoutes,
      backofficePlayerRoutes,
      backofficeBlacklistRoutes,
      backofficeReconciliationRoutes,
      backofficePaymentRoutes,
      backofficeInviteRoutes,
    ];
    for (const routes of areas) await app.register(routes(ctx));
  };
}
