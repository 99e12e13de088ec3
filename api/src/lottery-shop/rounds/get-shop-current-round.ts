/**
 * GET /underground/current-round?game_type=LOTTERY: the shop's round in the envelope of the underground
 * current-round (docs/product.md "Round status"; same errors: 409 E20016 closed / waiting for the next opening, 404
 * E10001 none), with `lottery_bg` = the draw's artwork and `is_lottery_sold_out` when no number of the
 * round has stock left.
 */
import type { CurrentRoundData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { getCurrentRound } from '../../draw-games/rounds/get-current-round';
import { isRoundSoldOut } from '../inventory/stock';
import { artworkPath } from '../search/ticket-artwork';
import { SHOP_GAME } from '../shop-game';

export async function getShopCurrentRound(ctx: AppContext): Promise<CurrentRoundData> {
  const data = await getCurrentRound(ctx, SHOP_GAME);
  const current = data.current_round;
  if (!current) return data;
  return {
    ...data,
    lottery_bg: artworkPath(current.end_date),
    is_lottery_sold_out: await isRoundSoldOut(ctx.db, Number(current.round_id), ctx.clock.now()),
  };
}
