/**
 * Finishes every round left `resulted`: a settlement interrupted between its batches (the process died,
 * the database went away) or still running elsewhere, which this joins batch by batch without paying
 * anything twice (settle-round-in-batches.ts). Called by the scheduler tick and before each confirmation.
 * Returns the ids of the rounds this call moved to settled.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { familyGames } from '../rounds/round-families';
import { settleRoundInBatches, type BatchedSettlementOptions } from './settle-round-in-batches';

/**
 * The rounds a settlement left `resulted` (a family's rounds, the ticket shop's, settle in one transaction: never
 * left so; rounds/round-families.ts).
 */
export async function roundsLeftResulted(db: Pick<Db, 'selectFrom'>): Promise<number[]> {
  const familyCodes = familyGames().map((g) => g.code);
  let query = db.selectFrom('rounds').select('id').where('state', '=', 'resulted');
  if (familyCodes.length > 0) query = query.where('game_code', 'not in', familyCodes);
  const rows = await query.orderBy('id').execute();
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
