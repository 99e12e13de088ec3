/**
 * Ops' ticket shop routes: `POST backoffice/lottery/inventory/{round_id}` (the real ticket stock; a big body,
 * ops authenticated in onRequest before a byte of it is read) and `GET/PUT backoffice/lottery/promotions`.
 * The use cases are in lottery-shop/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lotteryInventoryBody, lotteryInventoryData, lotteryPromotionConfig } from 'shared-contracts';
import { auditActorOf } from '../../audit/audit-actor';
import { auditByHook, auditInUseCase, paramTarget } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { bearerSecurity, responses, sendOk } from '../../http/reply';
import { loadInventory } from '../../lottery-shop/inventory/load-inventory';
import { getPromotionConfig } from '../../lottery-shop/promotions/promotion-config';
import { inventorySnapshot } from '../../lottery-shop/inventory/inventory-snapshot';
import { setLotteryPromotions } from '../../lottery-shop/promotions/set-lottery-promotions';

export function backofficeLotteryShopRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ops = requireOps(ctx);
    const opsSchema = { tags: ['backoffice'], security: bearerSecurity };
    app.post(
      '/backoffice/lottery/inventory/:round_id',
      {
        // a big body: ops are authenticated in onRequest, before a byte of it is read
        onRequest: ops,
        bodyLimit: 32 * 1024 * 1024,
        config: {
          audit: auditByHook('lottery.inventory.load', {
            target: paramTarget('round', 'round_id'),
            before: (req) => inventorySnapshot(ctx, (req.params as { round_id: string }).round_id),
          }),
        },
        schema: {
          ...opsSchema,
          summary: 'Load the real ticket stock of a shop round ([{number, quantity}]; replaces the unsold stock)',
          params: z.object({ round_id: z.string() }),
          body: lotteryInventoryBody,
          response: responses(lotteryInventoryData),
        },
      },
      async (req, reply) => sendOk(reply, await loadInventory(ctx, req.params.round_id, req.body)),
    );
    app.get(
      '/backoffice/lottery/promotions',
      {
        onRequest: ops,
        schema: { ...opsSchema, summary: 'Promotion settings', response: responses(lotteryPromotionConfig) },
      },
      async (_req, reply) => sendOk(reply, await getPromotionConfig(ctx.db)),
    );
    app.put(
      '/backoffice/lottery/promotions',
      {
        onRequest: ops,
        config: { audit: auditInUseCase('lottery.promotions.set') },
        schema: {
          ...opsSchema,
          summary: 'Change the promotion settings',
          body: lotteryPromotionConfig,
          response: responses(lotteryPromotionConfig),
        },
      },
      async (req, reply) => sendOk(reply, await setLotteryPromotions(ctx, auditActorOf(req), req.body)),
    );
  };
}
