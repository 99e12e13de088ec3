/**
 * Closes a slip (LOST, or CASHED_OUT with its payout transfer) and reveals its seed: the pair's server seed is
 * published and the player's next pair is drawn with the same client seed (docs/game-rules.md "Provable
 * fairness": the seed is revealed when the slip ends). Inside the caller's transaction.
 */
import type { Trx } from '../db/transaction';
import { revealAndRenew } from './seed-pair';
import type { SlipRow } from './slip-view';
import type { StreakGameInfo } from './streak-game';

export async function endSlip(
  trx: Trx,
  game: StreakGameInfo,
  slip: SlipRow,
  end: { status: 'LOST' } | { status: 'CASHED_OUT'; payout_transfer_id: number },
  now: Date,
): Promise<SlipRow> {
  const ended = await trx
    .updateTable('minigame_slips')
    .set({ ...end, ...(end.status === 'LOST' ? { payout_satang: 0 } : {}), ended_at: now })
    .where('id', '=', slip.id)
    .where('status', '=', 'OPEN')
    .returningAll()
    .executeTakeFirstOrThrow();
  const seed = await trx
    .selectFrom('minigame_seeds')
    .selectAll()
    .where('id', '=', slip.seed_id)
    .executeTakeFirstOrThrow();
  if (!seed.revealed_at) await revealAndRenew(trx, game, seed, now);
  return ended;
}
