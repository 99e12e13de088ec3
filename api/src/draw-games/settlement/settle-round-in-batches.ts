/**
 * Settles a resulted round in bounded transactions (issue 9), so no transaction holds the house stripes or
 * the winners' accounts for more than one batch and bets on other rounds keep flowing. Each batch is one
 * transaction: lock the round row FOR UPDATE (so settlers of the same round take turns and a concurrent
 * settler finds the slips already written), stop unless the round is still `resulted`, take the next slips
 * — first from `plan` (the pending slips the confirmation already read and settled in memory), then pages
 * of the slips still PENDING read from the database — and write and pay them (settle-slip-batch.ts) from the
 * round's payout pool, a house account no bet locks (round-payout-pool.ts). The transaction that finds no
 * pending slip left sweeps the pool onto the house stripes (one transfer, the stripes locked for a moment),
 * marks the round settled and announces the big wins (finish-round-settlement.ts).
 *
 * Exactly once and resumable: if the process dies between batches the round stays `resulted` with some
 * slips settled; running this again (resume-round-settlements.ts, from the scheduler tick and before each
 * confirmation) settles the rest. A slip is written and paid only in the batch that moves it from PENDING,
 * and its payout transfer is unique by (scope 'payout', slip code). Rounds of a registered family (the ticket
 * shop's) never come here: they settle in their confirmation's transaction (rounds/round-families.ts).
 */
import { AppError, ErrorCode, type ResultDigits } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { roundFamilyOf } from '../rounds/round-families';
import { finishRoundSettlementInTrx } from './finish-round-settlement';
import { readPendingSlips, totalsOf, type SettlementTotals, type SlipSettlement } from './read-pending-slips';
import { sweepRoundPayoutPool } from './round-payout-pool';
import { SETTLEMENT_BATCH_SLIPS } from './settle-round';
import { settleSlipBatch } from './settle-slip-batch';

export interface BatchedSettlementOptions {
  /** The round's pending slips, already read and settled in memory (by the confirmation): written first. */
  plan?: readonly SlipSettlement[];
  /** Slips per batch (default SETTLEMENT_BATCH_SLIPS). */
  batchSlips?: number;
  /** The instant written on the settled lines, the payouts and the notifications (default: the clock's now). */
  now?: Date;
  /** Called after each committed batch with its number (1, 2, …): tests throw here to stop mid-way. */
  afterBatch?: (batch: number) => void | Promise<void>;
}

export interface BatchedSettlement {
  /** True when this call moved the round to settled (false: it was not `resulted`, or another settler finished it). */
  settled: boolean;
  /** Batches this call committed. */
  batches: number;
  /** What this call settled and paid (satang). */
  totals: SettlementTotals;
}

export async function settleRoundInBatches(
  ctx: Pick<AppContext, 'clock' | 'config' | 'log'>,
  db: Db,
  roundId: number,
  opts: BatchedSettlementOptions = {},
): Promise<BatchedSettlement> {
  const size = opts.batchSlips ?? SETTLEMENT_BATCH_SLIPS;
  const now = opts.now ?? ctx.clock.now();
  const plan = opts.plan ?? [];
  let planAt = 0;
  let afterSlipId = 0;
  const totals = totalsOf([]);
  let batches = 0;
  for (;;) {
    const step = await db.transaction().execute(async (trx) => {
      const round = await trx.selectFrom('rounds').selectAll().where('id', '=', roundId).forUpdate().executeTakeFirst();
      if (!round) throw new AppError(ErrorCode.NOT_FOUND, `round ${roundId} does not exist`);
      if (roundFamilyOf(round.game_code))
        throw new Error(`round ${roundId} is a ${round.game_code} round: it settles in its confirmation's transaction`);
      if (round.state !== 'resulted' || round.digits === null) return { kind: 'not-resulted' as const };
      let slips: readonly SlipSettlement[];
      if (planAt < plan.length) {
        slips = plan.slice(planAt, planAt + size);
        planAt += slips.length;
      } else {
        const page = await readPendingSlips(trx, round, round.digits as ResultDigits, {
          afterSlipId,
          limit: size,
        });
        if (page.lastSlipId === null) {
          await sweepRoundPayoutPool(trx, round.id, now);
          await finishRoundSettlementInTrx({ ...ctx, db }, trx, round, now, totals);
          return { kind: 'finished' as const };
        }
        afterSlipId = page.lastSlipId;
        slips = page.slips;
      }
      return { kind: 'batch' as const, totals: await settleSlipBatch(trx, round, slips, now, { payFromPool: true }) };
    });
    if (step.kind === 'not-resulted') return { settled: false, batches, totals };
    if (step.kind === 'finished') return { settled: true, batches, totals };
    batches += 1;
    totals.linesSettled += step.totals.linesSettled;
    totals.linesWon += step.totals.linesWon;
    totals.totalPayout += step.totals.totalPayout;
    await opts.afterBatch?.(batches);
  }
}
