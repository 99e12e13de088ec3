/**
 * POST /lottery/bet/limitation `{remark, uses}`: runs every check of a purchase without buying
 * (see prepare-checkout.ts for the errors) and answers what the purchase would cost, in baht.
 */
import { satangToBaht, type LotteryBetLimitationData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { toPromotionView } from '../promotions/promotion-view';
import { prepareCheckout } from './prepare-checkout';

export async function checkBetLimitation(
  ctx: AppContext,
  userId: number,
  uses: number,
): Promise<LotteryBetLimitationData> {
  return ctx.db.transaction().execute(async (trx) => {
    const p = await prepareCheckout(trx, { userId, uses, now: ctx.clock.now(), lock: false });
    return {
      round_id: String(p.round.id),
      total_count: p.price.count,
      total_price: satangToBaht(p.price.totalSatang),
      discount: satangToBaht(p.price.discountSatang),
      uses: p.price.uses,
      pay_amount: satangToBaht(p.price.paySatang),
      balance: satangToBaht(p.balanceSatang),
      free_lottery: p.freeBalance,
      promotions: p.price.promotions.map(toPromotionView),
    };
  });
}
