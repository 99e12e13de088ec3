/**
 * PUT backoffice/lottery/promotions (operator): replaces the ticket shop's promotion settings
 * (lottery-shop/promotions/promotion-config.ts) and audits `lottery.promotions.set` (before → after) in
 * the same transaction.
 */
import type { LotteryPromotionConfig } from 'shared-contracts';
import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { getPromotionConfig, putPromotionConfig } from './promotion-config';

export async function setLotteryPromotions(
  ctx: AppContext,
  actor: AuditActor,
  config: LotteryPromotionConfig,
): Promise<LotteryPromotionConfig> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await getPromotionConfig(trx);
    const after = await putPromotionConfig(trx, config, now);
    await recordAudit(
      trx,
      actor,
      { action: 'lottery.promotions.set', target: 'lottery:promotions', before, after },
      now,
    );
    return after;
  });
}
