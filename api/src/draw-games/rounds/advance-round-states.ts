/**
 * Moves rounds along by the clock: scheduled → open once `open_at` has passed, scheduled/open → closed
 * once `close_at` has passed. Returns how many rounds changed. (Results and settlement are ops' step.)
 */
import type { DbOrTrx } from '../../db/transaction';

export async function advanceRoundStates(db: DbOrTrx, now: Date): Promise<{ opened: number; closed: number }> {
  const closed = await db
    .updateTable('rounds')
    .set({ state: 'closed', closed_at: now })
    .where('state', 'in', ['scheduled', 'open'])
    .where('close_at', '<=', now)
    .executeTakeFirst();
  const opened = await db
    .updateTable('rounds')
    .set({ state: 'open' })
    .where('state', '=', 'scheduled')
    .where('open_at', '<=', now)
    .where('close_at', '>', now)
    .executeTakeFirst();
  return { opened: Number(opened.numUpdatedRows), closed: Number(closed.numUpdatedRows) };
}
