/** Applied promotions on the wire (baht). */
import { satangToBaht, type LotteryAppliedPromotion } from 'shared-contracts';
import type { AppliedPromotion } from './price-purchase';

export function toPromotionView(p: AppliedPromotion): LotteryAppliedPromotion {
  return {
    promotion_type: p.type,
    discount: satangToBaht(p.discountSatang),
    free_tickets: p.freeTickets,
    description: p.description,
  };
}
