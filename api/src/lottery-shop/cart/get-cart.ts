/** GET /lottery/cart: the player's cart in the shop round open now (empty when none is open). */
import type { LotteryCartData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { findOpenShopRound } from '../rounds/find-shop-round';
import { emptyCartData, loadCart, toCartData } from './read-cart';

export async function getCart(ctx: AppContext, userId: number | null): Promise<LotteryCartData> {
  const now = ctx.clock.now();
  const round = await findOpenShopRound(ctx.db, now);
  if (!round) return emptyCartData(null);
  if (userId === null) return emptyCartData(round.id);
  return toCartData(await loadCart(ctx.db, userId, round.id), now);
}
