/** The shop round selling now: 16:30 previous draw date to 13:00 (docs/game-rules.md "Rounds and schedules"). */
import type { DbOrTrx } from '../../db/transaction';
import { isAcceptingBets, type RoundRow } from '../../draw-games/rounds/round-view';
import { SHOP_GAME_CODE } from '../shop-game';

/** The LOTTH round open now, or undefined (between 13:00 close and the next 16:30 opening, or none). */
export async function findOpenShopRound(db: DbOrTrx, now: Date): Promise<RoundRow | undefined> {
  const rows = await db
    .selectFrom('rounds')
    .selectAll()
    .where('game_code', '=', SHOP_GAME_CODE)
    .where('state', 'in', ['scheduled', 'open'])
    .where('open_at', '<=', now)
    .where('close_at', '>', now)
    .orderBy('close_at')
    .limit(1)
    .execute();
  return rows.find((r) => isAcceptingBets(r, now));
}
