/**
 * Finishes every round left `resulted`: a settlement interrupted between its batches (the process died,
 * the database went away) or still running elsewhere, which this joins batch by batch without paying
 * anything twice (settle-round-in-batches.ts). Called by the scheduler tick and before each confirmation.
 * Returns the ids of the rounds this call moved to settled.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { SHOP_GAME_CODE } from '../../lottery-shop/shop-game';
import { settleRoundInBatches, type BatchedSettlementOptions } from './settle-round-in-batches';

/** The rounds a settlement left `resulted` (ticket-shop rounds settle in one transaction: never left so). */
export async function roundsLeftResulted(db: Pick<Db, 'selectFrom'>): Promise<number[]> {
  const rows = await db
    .selectFrom('rounds')
    .select('id')
    .where('state', '=', 'resulted')
    .where('game_code', '!=', SHOP_GAME_CODE)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function resumeRoundSettlements(
  ctx: Pick<AppContext, 'clock' | 'config' | 'log'>,
  db: Db,
  opts: Omit<BatchedSettlementOptions, 'plan'> = {},
): Promise<number[]> {
  const settled: number[] = [];
  for (const id of await roundsLeftResulted(db)) {
    const run = await settleRoundInBatches(ctx, db, id, opts);
    if (run.settled) {
      ctx.log.warn({ roundId: id, batches: run.batches, ...run.totals }, 'interrupted settlement finished');
      settled.push(id);
    }
  }
  return settled;
}
