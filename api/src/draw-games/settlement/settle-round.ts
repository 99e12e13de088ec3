/**
 * Settles every pending line of a round inside the caller's transaction (which holds the round row FOR
 * UPDATE): the slips of `plan` (already settled in memory), then every slip still pending, page by page
 * (read-pending-slips.ts), written and paid batch by batch (settle-slip-batch.ts), all in that one
 * transaction. For the rounds that settle where they result (yeekee's close); a confirmed draw result settles
 * in bounded transactions instead (settle-round-in-batches.ts). Each winning slip is paid by one ledger
 * transfer keyed by its code (never twice).
 */
import type { ResultDigits } from 'shared-contracts';
import type { Trx } from '../../db/transaction';
import { readPendingSlips, type SettlementTotals, type SlipSettlement } from './read-pending-slips';
import { settleSlipBatch } from './settle-slip-batch';

export type { SettlementTotals } from './read-pending-slips';

/** Slips per settlement batch: a few thousand lines, so one batch holds its locks for tens of ms. */
export const SETTLEMENT_BATCH_SLIPS = 1000;

export async function settleRound(
  trx: Trx,
  round: { id: number; game_code: string; draw_date: string },
  digits: ResultDigits,
  now: Date,
  plan?: readonly SlipSettlement[],
): Promise<SettlementTotals> {
  const totals = { linesSettled: 0, linesWon: 0, totalPayout: 0 };
  const write = async (slips: readonly SlipSettlement[]) => {
    const t = await settleSlipBatch(trx, round, slips, now);
    totals.linesSettled += t.linesSettled;
    totals.linesWon += t.linesWon;
    totals.totalPayout += t.totalPayout;
  };
  for (let i = 0; i < (plan?.length ?? 0); i += SETTLEMENT_BATCH_SLIPS)
    await write(plan!.slice(i, i + SETTLEMENT_BATCH_SLIPS));
  // then every slip still pending (all of them without a plan), page by page
  for (let after: number | null = 0; after !== null;) {
    const page = await readPendingSlips(trx, round, digits, { afterSlipId: after, limit: SETTLEMENT_BATCH_SLIPS });
    await write(page.slips);
    after = page.lastSlipId;
  }
  return totals;
}
