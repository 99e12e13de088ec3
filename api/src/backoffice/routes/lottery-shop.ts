/**
 * Ops' ticket shop routes: `POST backoffice/lottery/inventory/{round_id}` (the real ticket stock; a big body,
 * ops authenticated in onRequest before a byte of it is read) and `GET/PUT backoffice/lottery/promotions`.
 * The use cases are in lottery-shop/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import { auditActorOf } from '../../audit/audit-actor';
import { auditByHook, auditInUseCase, paramTarget } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { loadInventory } from '../../lottery-shop/inventory/load-inventory';
import { getPromotionConfig } from '../../lottery-shop/promotions/promotion-config';
import { inventorySnapshot } from '../../lottery-shop/inventory/inventory-snapshot';
import { setLotteryPromotions } from '../../lottery-shop/promotions/set-lottery-promotions';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeLotteryShop;

export function backofficeLotteryShopRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ops = requireOps(ctx);
    const route = contractRoutes(app, { tags: ['backoffice'], guard: ops });
    route(
      wire.postBackofficeLotteryInventoryByRoundId,
      {
        summary: 'Load the real ticket stock of a shop round ([{number, quantity}]; replaces the unsold stock)',
        // a big body: ops are authenticated in onRequest, before a byte of it is read
        bodyLimit: 32 * 1024 * 1024,
        audit: auditByHook('lottery.inventory.load', {
          target: paramTarget('round', 'round_id'),
          before: (req) => inventorySnapshot(ctx, (req.params as { round_id: string }).round_id),
        }),
      },
      (req) => loadInventory(ctx, req.params.round_id, req.body),
    );
    route(wire.getBackofficeLotteryPromotions, { summary: 'Promotion settings' }, () => getPromotionConfig(ctx.db));
    route(
      wire.putBackofficeLotteryPromotions,
      { summary: 'Change the promotion settings', audit: auditInUseCase('lottery.promotions.set') },
      (req) => setLotteryPromotions(ctx, auditActorOf(req), req.body),
    );
  };
}
