/**
 * The scheduler's void of rounds whose official result never came: a round still closed (or open by
 * state but past its close) whose `result_expected_at + schedule.resultDeadlineMinutes` is past is voided
 * with reason 'NO_RESULT' by 'scheduler' (docs/game-rules.md "Voids and refunds"), refunding every stake.
 * A round with a PENDING result entry (entered by one ops user, awaiting a second's confirmation,
 * draw-games/results/enter-round-result.ts) is skipped: the result is in hand, only its check is missing, so it
 * waits for the confirmation or for an ops void (an audited decision), never a silent refund.
 * The draw games and the registered round families (round-families.ts: the ticket shop's LOTTH, whose purchases
 * are refunded the same way as an ops void).
 */
import type { Trx } from '../../db/transaction';
import { ENGINE_GAMES } from './draw-games';
import { familyGames } from './round-families';
import { voidRoundInTrx } from './void-round';

export const NO_RESULT_REASON = 'NO_RESULT';

export async function voidOverdueRounds(trx: Trx, now: Date): Promise<number> {
  let voided = 0;
  const byDeadline = new Map<number, string[]>();
  for (const g of [...ENGINE_GAMES, ...familyGames()]) {
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
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('round_result_entries as e')
              .select('e.round_id')
              .whereRef('e.round_id', '=', 'rounds.id')
              .where('e.confirmed_at', 'is', null),
          ),
        ),
      )
      .orderBy('id')
      .execute();
    for (const r of overdue) {
      await voidRoundInTrx(trx, r.id, NO_RESULT_REASON, 'scheduler', now);
      voided += 1;
    }
  }
  return voided;
}
