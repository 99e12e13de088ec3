/**
 * POST backoffice/rounds/{id}/close: ops close a round before its time (forced = true, state closed).
 * Bets in flight hold the round row FOR SHARE, so the close waits for them and later bets are refused.
 */
import { AppError, ErrorCode } from 'shared-contracts';
import type { AppContext } from '../../context';
import { parseRoundId } from './parse-round-id';
import type { RoundRow } from './round-view';

export async function closeRound(ctx: AppContext, roundIdText: string): Promise<RoundRow> {
  const roundId = parseRoundId(roundIdText);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const round = await trx.selectFrom('rounds').selectAll().where('id', '=', roundId).forUpdate().executeTakeFirst();
    if (!round) throw new AppError(ErrorCode.NOT_FOUND, `round ${roundIdText} does not exist`);
    if (round.state !== 'scheduled' && round.state !== 'open')
      throw new AppError(ErrorCode.CONFLICT, `round ${round.id} is already ${round.state}`);
    const forced = round.close_at.getTime() > now.getTime();
    return trx
      .updateTable('rounds')
      .set({ state: 'closed', forced, closed_at: now })
      .where('id', '=', round.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
