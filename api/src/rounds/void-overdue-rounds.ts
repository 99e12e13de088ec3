/**
 * The scheduler's void of rounds whose official result never came: a round still closed (or open by
 * state but past its close) whose `result_expected_at + schedule.resultDeadlineMinutes` is past is voided
 * with reason 'NO_RESULT' by 'scheduler' (game-rules.md "Voids and refunds"), refunding every stake.
 * The draw games and the ticket shop (LOTTH, whose purchases are refunded the same way as an ops void).
 */
import type { Trx } from '../db/transaction';
import { SHOP_GAME } from '../lottery-shop/shop-game';
import { ENGINE_GAMES } from './draw-games';
import { voidRoundInTrx } from './void-round';

export const NO_RESULT_REASON = 'NO_RESULT';

export async function voidOverdueRounds(trx: Trx, now: Date): Promise<number> {
  let voided = 0;
  const byDeadline = new Map<number, string[]>();
  for (const g of [...ENGINE_GAMES, SHOP_GAME]) {
    const m = g.schedule?.resultDeadlineMinutes ?? 60;
    byDeadline.set(m, [...(byDeadline.get(m) ?? []), g.code]);
  }
  for (const [minutes, codes] of byDeadline) {
    const overdue = await trx
      .selectFrom('rounds')
      .select('id')
      .where('game_code', 'in', codes)
      .where('state', 'in', ['scheduled', 'open', 'closed'])
      .where('result_expected_at', '<', new Date(now.getTime() - minutes * 60_000))
      .orderBy('id')
      .execute();
    for (const r of overdue) {
      await voidRoundInTrx(trx, r.id, NO_RESULT_REASON, 'scheduler', now);
      voided += 1;
    }
  }
  return voided;
}
