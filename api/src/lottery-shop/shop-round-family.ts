/**
 * The ticket shop's rounds as a round family of the round engine (draw-games/rounds/round-families.ts): a void
 * refunds the purchases (tickets/refund-void-round.ts), a confirmed GLO result settles every purchased ticket in the
 * confirmation's transaction (results/settle-shop-round.ts). app.ts registers it.
 */
import type { GloDraw } from 'shared-contracts';
import type { RoundFamily } from '../draw-games/rounds/round-families';
import { settleShopRound } from './results/settle-shop-round';
import { SHOP_GAME } from './shop-game';
import { refundShopRoundForVoid } from './tickets/refund-void-round';

export const shopRoundFamily: RoundFamily = {
  game: SHOP_GAME,
  refundForVoid: async (trx, round, reason, now) => {
    const { slipsRefunded, totalRefund, ...details } = await refundShopRoundForVoid(trx, round, reason, now);
    return { slipsRefunded, totalRefund, details };
  },
  settleInTrx: (trx, round, raw, now) => settleShopRound(trx, round, raw as unknown as GloDraw, now),
};
