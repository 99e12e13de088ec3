/**
 * Scheduler sweep: deletes carts (and their items) that expired more than SWEEP_GRACE_MINUTES ago or
 * whose round no longer sells. Stock was already released at `expired_at` (stock.ts computes holds by
 * expiry); the grace lets a player still see and refresh an expired cart (docs/product.md "Ticket shop cart").
 */
import type { DbOrTrx } from '../../db/transaction';
import { SHOP_GAME_CODE } from '../shop-game';

export const SWEEP_GRACE_MINUTES = 60;

export async function sweepExpiredCarts(db: DbOrTrx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SWEEP_GRACE_MINUTES * 60_000);
  const res = await db
    .deleteFrom('lottery_carts')
    .where((eb) =>
      eb.or([
        eb('expired_at', '<', cutoff),
        eb(
          'round_id',
          'in',
          eb
            .selectFrom('rounds')
            .select('id')
            .where('game_code', '=', SHOP_GAME_CODE)
            .where((e) => e.or([e('close_at', '<=', now), e('state', 'not in', ['scheduled', 'open'])])),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
