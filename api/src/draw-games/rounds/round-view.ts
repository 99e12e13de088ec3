/** Round rows as the wire shows them (docs/product.md "Round status"). */
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { currentRound } from 'shared-contracts';
import type { RoundsTable } from '../../db/schema';

export type RoundRow = Selectable<RoundsTable>;

/** Whole seconds from `now` to `at` (negative when `at` is past). */
export function secondsUntil(at: Date, now: Date): number {
  return Math.floor((at.getTime() - now.getTime()) / 1000);
}

/** True when bets are accepted now: not closed by ops or the clock, and inside [open_at, close_at). */
export function isAcceptingBets(round: Pick<RoundRow, 'state' | 'open_at' | 'close_at'>, now: Date): boolean {
  return (
    (round.state === 'open' || round.state === 'scheduled') &&
    round.open_at.getTime() <= now.getTime() &&
    now.getTime() < round.close_at.getTime()
  );
}

export function toCurrentRound(round: RoundRow, now: Date): z.infer<typeof currentRound> {
  return {
    round_id: String(round.id),
    count_down: { total_seconds: Math.max(0, secondsUntil(round.close_at, now)) },
    start_at: round.open_at.toISOString(),
    end_at: round.close_at.toISOString(),
    end_date: round.draw_date,
    round_type: round.round_type,
    // a round the scheduler has not flipped yet is already open by the clock
    state: isAcceptingBets(round, now) ? 'open' : round.state,
    round_no: round.round_no,
  };
}
