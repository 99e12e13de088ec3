/**
 * POST backoffice/rounds/{id}/result/confirm (checker): a DIFFERENT ops user re-types the raw result;
 * when it matches the pending entry the round settles exactly once. First, in one transaction: refuse an ops
 * account in its new-account hold or not approved (403 E10403, ops-accounts/refuse-fresh-ops-account.ts), lock the
 * round FOR UPDATE, checkRoundResult (400 invalid, 409 already resulted or void, 409 before the scheduled result
 * time), the pending entry (none → 409 E10409), the checker is not the maker (403 E10403), nor the ops user who
 * closed the round before its scheduled close (403 E10403, close-round.ts; issue 20), the re-typed result equals the entry (409
 * naming the differing fields: correct the entry or re-check the source), store the result (→ resulted)
 * with every pending slip settled in memory (settle-round-result.ts), mark the entry confirmed, audit
 * `round.result.confirm` (the entry → the digits and the settlement summary). Racing confirmations and
 * voids queue on the round's lock: the first wins, the others get 409. Then the slips are written and paid
 * in bounded transactions and the round → settled (settlement/settle-round-in-batches.ts), before the
 * answer: the settlement summary (baht). Should that stop mid-way, the round stays `resulted` and the next
 * scheduler tick (or the next confirmation, which first finishes any round left so) settles the rest.
 */
import { AppError, ErrorCode, type SettlementSummary } from 'shared-contracts';
import type { OpsActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { refuseFreshOpsAccount } from '../../ops-accounts/refuse-fresh-ops-account';
import { parseRoundId } from '../rounds/parse-round-id';
import { resumeRoundSettlements } from '../settlement/resume-round-settlements';
import { settleRoundInBatches } from '../settlement/settle-round-in-batches';
import { checkRoundResult } from './check-round-result';
import { mismatchWithOfficial } from './official-result';
import { startRoundSettlementInTrx } from './settle-round-result';

export async function confirmRoundResult(
  ctx: AppContext,
  actor: OpsActor,
  roundIdText: string,
  raw: unknown,
): Promise<SettlementSummary> {
  const roundId = parseRoundId(roundIdText);
  // a settlement left half-done (a crash between batches) is finished before a new one starts
  await resumeRoundSettlements(ctx, ctx.db).catch((err: unknown) =>
    ctx.log.error({ err }, 'finishing a settlement left half-done failed: the scheduler retries it'),
  );
  const now = ctx.clock.now();
  const started = await ctx.db.transaction().execute(async (trx) => {
    await refuseFreshOpsAccount(ctx, trx, actor.opsUserId, 'confirm a result');
    const round = await trx.selectFrom('rounds').selectAll().where('id', '=', roundId).forUpdate().executeTakeFirst();
    if (!round) throw new AppError(ErrorCode.NOT_FOUND, `round ${roundIdText} does not exist`);
    const checked = checkRoundResult(round, raw, now);
    const entry = await trx
      .selectFrom('round_result_entries as e')
      .innerJoin('ops_users as m', 'm.id', 'e.entered_by')
      .select(['e.raw', 'e.digits', 'e.revision', 'e.entered_by', 'e.entered_at', 'e.confirmed_at', 'm.username'])
      .where('e.round_id', '=', round.id)
      .executeTakeFirst();
    if (!entry || entry.confirmed_at)
      throw new AppError(
        ErrorCode.CONFLICT,
        `round ${round.id} has no pending result to confirm: an ops user enters it first (POST backoffice/rounds/${round.id}/result)`,
      );
    if (entry.entered_by === actor.opsUserId)
      throw new AppError(
        ErrorCode.FORBIDDEN,
        `the result of round ${round.id} was entered by ${entry.username}: a different ops user must confirm it`,
      );
    if (round.closed_early_by === actor.opsUserId)
      throw new AppError(
        ErrorCode.FORBIDDEN,
        `round ${round.id} was closed early by ${actor.username}: a different ops user must confirm its result`,
      );
    const differ = mismatchWithOfficial(
      { source: 'the pending entry', raw: entry.raw as Record<string, unknown> },
      checked.raw,
    );
    if (differ.length)
      throw new AppError(
        ErrorCode.CONFLICT,
        `the confirmation does not match the pending entry (revision ${entry.revision} by ${entry.username}): ${differ.join(', ')} differ; re-check the source, or correct the entry`,
        differ.map((f) => ({ path: f, message: 'does not match the pending entry' })),
      );
    const started = await startRoundSettlementInTrx(ctx, trx, round, checked, now);
    await trx
      .updateTable('round_result_entries')
      .set({ confirmed_by: actor.opsUserId, confirmed_at: now })
      .where('round_id', '=', round.id)
      .execute();
    await recordAudit(
      trx,
      actor,
      {
        action: 'round.result.confirm',
        target: `round:${round.id}`,
        before: {
          state: round.state,
          raw: entry.raw,
          revision: entry.revision,
          entered_by: entry.username,
          entered_at: entry.entered_at.toISOString(),
        },
        after: {
          state: started.plan ? 'resulted' : 'settled',
          digits: checked.digits,
          settlement: started.summary,
        },
      },
      now,
    );
    return started;
  });
  if (started.plan)
    await settleRoundInBatches(ctx, ctx.db, roundId, { plan: started.plan, now }).catch((err: unknown) =>
      ctx.log.error({ err, roundId }, 'settlement stopped mid-way: the scheduler finishes it'),
    );
  return started.summary;
}
