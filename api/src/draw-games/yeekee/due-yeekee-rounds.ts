/**
 * The yeekee rounds the scheduler closes now: shooting closed (`result_expected_at` past) and not yet resulted
 * or void, oldest first (draw-games/yeekee/close-yeekee-round.ts closes each in its own transaction).
 */
import type { DbOrTrx } from '../../db/transaction';
import { YEEKEE_GAME } from '../rounds/draw-games';

export async function dueYeekeeRoundIds(db: DbOrTrx, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('rounds')
    .select('id')
    .where('game_code', '=', YEEKEE_GAME.code)
    .where('state', 'in', ['scheduled', 'open', 'closed'])
    .where('result_expected_at', '<=', now)
    .orderBy('result_expected_at')
    .execute();
  return rows.map((r) => r.id);
}
