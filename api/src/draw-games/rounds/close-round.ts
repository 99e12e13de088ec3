/**
 * POST backoffice/rounds/{id}/close {reason?}: ops close a round now (state closed). Before its scheduled close
 * ("ปิดรับทันที", forced = true) it needs a reason (1-500 characters; without one 400 E10000, nothing changes)
 * and is flagged: `closed_early_by` (the ops user), `closed_at`, `closed_early_reason`; its result then needs a
 * checker who is not the closer (confirm-round-result.ts), and no result before its scheduled result time
 * either (check-round-result.ts; issue 20, docs/product.md "Rounds"). Unknown round → 404; not scheduled or
 * open → 409 E10409. Bets in flight hold the round row FOR SHARE, so the close waits for them and later bets are
 * refused.
 */
import { AppError, ErrorCode } from 'shared-contracts';
import type { OpsActor } from '../../audit/audit-actor';
import type { AppContext } from '../../context';
import { parseRoundId } from './parse-round-id';
import type { RoundRow } from './round-view';

export async function closeRound(
  ctx: AppContext,
  actor: OpsActor,
  roundIdText: string,
  reason: string | undefined,
): Promise<RoundRow> {
  const roundId = parseRoundId(roundIdText);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const round = await trx.selectFrom('rounds').selectAll().where('id', '=', roundId).forUpdate().executeTakeFirst();
    if (!round) throw new AppError(ErrorCode.NOT_FOUND, `round ${roundIdText} does not exist`);
    if (round.state !== 'scheduled' && round.state !== 'open')
      throw new AppError(ErrorCode.CONFLICT, `round ${round.id} is already ${round.state}`);
    const forced = round.close_at.getTime() > now.getTime();
    if (forced && !reason)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `round ${round.id} closes at ${round.close_at.toISOString()}: closing it early needs a reason`,
        [{ path: 'reason', message: 'reason is required to close a round before its scheduled close' }],
      );
    return trx
      .updateTable('rounds')
      .set({
        state: 'closed',
        forced,
        closed_at: now,
        closed_early_by: forced ? actor.opsUserId : null,
        closed_early_reason: forced ? reason! : null,
      })
      .where('id', '=', round.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
