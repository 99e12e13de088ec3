/**
 * How a round's result turns into a settlement, on a round locked FOR UPDATE and checked by checkRoundResult,
 * inside the caller's transaction:
 * - `startRoundSettlementInTrx` (the confirmation): store the raw result and its digits (→ resulted) and read
 *   every pending slip, settled in memory (draw-games/settlement/read-pending-slips.ts), which gives the
 *   settlement summary; the caller commits, then writes and pays the slips in bounded transactions
 *   (settle-round-in-batches.ts), which end with the round settled and the big-win announcements. A round of a
 *   registered family (rounds/round-families.ts: the ticket shop, every purchased ticket with the official prize
 *   table) settles right here instead: one transaction, → settled.
 * - `settleRoundResultInTrx` (yeekee's close): the same, with every batch in the caller's transaction.
 * Summaries are in baht.
 */
import { satangToBaht, type ResultDigits, type SettlementSummary } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { Trx } from '../../db/transaction';
import { roundFamilyOf } from '../rounds/round-families';
import type { RoundRow } from '../rounds/round-view';
import { finishRoundSettlementInTrx } from '../settlement/finish-round-settlement';
import { readPendingSlips, totalsOf, type SlipSettlement } from '../settlement/read-pending-slips';
import { settleRound, type SettlementTotals } from '../settlement/settle-round';

/** Slips per page of the confirmation's read: parsing a page holds the event loop for a few ms only. */
const READ_PAGE_SLIPS = 250;

/** Lines the confirmation keeps settled in memory for its batches (a bigger round's rest is read again). */
export const PLAN_MAX_LINES = 200_000;

export interface StartedSettlement {
  /** What the settlement pays, known before any slip is written (the rules are pure). */
  summary: SettlementSummary;
  /**
   * The first pending slips settled in memory (up to PLAN_MAX_LINES lines, slip id order), for the batches,
   * which then read what is left; null when the round is already settled (a family round: the ticket shop).
   */
  plan: readonly SlipSettlement[] | null;
}

export async function startRoundSettlementInTrx(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'log'>,
  trx: Trx,
  round: RoundRow,
  result: { raw: Record<string, unknown>; digits: ResultDigits },
  now: Date,
  planMaxLines = PLAN_MAX_LINES,
): Promise<StartedSettlement> {
  await trx
    .updateTable('rounds')
    .set({
      state: 'resulted',
      closed_at: round.closed_at ?? now,
      result: JSON.stringify(result.raw),
      digits: JSON.stringify(result.digits),
      resulted_at: now,
    })
    .where('id', '=', round.id)
    .execute();
  const family = roundFamilyOf(round.game_code);
  if (family) {
    const totals = await family.settleInTrx(trx, round, result.raw, now);
    await finishRoundSettlementInTrx(ctx, trx, round, now, totals);
    return { summary: summaryOf(round, totals), plan: null };
  }
  // page by page, so reading a big round never holds the event loop for long; the summary counts every
  // slip, the plan keeps at most `planMaxLines` lines (the batches read the rest again)
  const plan: SlipSettlement[] = [];
  const totals = totalsOf([]);
  let planning = true;
  let planned = 0;
  for (let after: number | null = 0; after !== null;) {
    const page = await readPendingSlips(trx, round, result.digits, {
      afterSlipId: after,
      limit: READ_PAGE_SLIPS,
    });
    const t = totalsOf(page.slips);
    totals.linesSettled += t.linesSettled;
    totals.linesWon += t.linesWon;
    totals.totalPayout += t.totalPayout;
    planning &&= planned + t.linesSettled <= planMaxLines;
    if (planning) {
      plan.push(...page.slips);
      planned += t.linesSettled;
    }
    after = page.lastSlipId;
  }
  return { summary: summaryOf(round, totals), plan };
}

export async function settleRoundResultInTrx(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'log'>,
  trx: Trx,
  round: RoundRow,
  result: { raw: Record<string, unknown>; digits: ResultDigits },
  now: Date,
): Promise<SettlementSummary> {
  const started = await startRoundSettlementInTrx(ctx, trx, round, result, now);
  if (started.plan) {
    const totals = await settleRound(trx, round, result.digits, now, started.plan);
    await finishRoundSettlementInTrx(ctx, trx, round, now, totals);
  }
  return started.summary;
}

function summaryOf(round: RoundRow, totals: SettlementTotals): SettlementSummary {
  return {
    round_id: String(round.id),
    lines_settled: totals.linesSettled,
    lines_won: totals.linesWon,
    total_payout: satangToBaht(totals.totalPayout),
  };
}
