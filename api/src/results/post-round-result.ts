/**
 * POST backoffice/rounds/{id}/result: ops enter the official GLO draw (exactly one entry of
 * glo-draws.json). One transaction: lock the round FOR UPDATE, check it is closed and unresulted and the
 * draw's date is the round's, store the raw result and derived digits, settle every line, → settled.
 * A second call finds the round settled → 409 E10409 "round already resulted" and pays nothing.
 */
import {
  AppError,
  ErrorCode,
  deriveGloDigits,
  gameByCode,
  satangToBaht,
  type GloDraw,
  type SettlementSummary,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { parseRoundId } from '../rounds/parse-round-id';
import { settleRound } from '../settlement/settle-round';

export async function postRoundResult(ctx: AppContext, roundIdText: string, draw: GloDraw): Promise<SettlementSummary> {
  const roundId = parseRoundId(roundIdText);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const round = await trx.selectFrom('rounds').selectAll().where('id', '=', roundId).forUpdate().executeTakeFirst();
    if (!round) throw new AppError(ErrorCode.NOT_FOUND, `round ${roundIdText} does not exist`);
    if (gameByCode(round.game_code)?.resultStrategy !== 'GLO')
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `round ${round.id} is a ${round.game_code} round: it does not take a GLO draw`,
      );
    if (round.state === 'resulted' || round.state === 'settled')
      throw new AppError(
        ErrorCode.CONFLICT,
        `round already resulted: round ${round.id} (${round.draw_date}) was resulted at ${round.resulted_at?.toISOString()}`,
      );
    if (round.state === 'void') throw new AppError(ErrorCode.CONFLICT, `round ${round.id} is void: it takes no result`);
    if (draw.date !== round.draw_date)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `the draw's date ${draw.date} is not the round's draw date ${round.draw_date}`,
        [{ path: 'date', message: `must be ${round.draw_date}` }],
      );
    if ((round.state === 'open' || round.state === 'scheduled') && round.close_at.getTime() > now.getTime())
      throw new AppError(
        ErrorCode.CONFLICT,
        `round ${round.id} is open until ${round.close_at.toISOString()}: close it first`,
      );

    const digits = deriveGloDigits(draw);
    await trx
      .updateTable('rounds')
      .set({
        state: 'resulted',
        closed_at: round.closed_at ?? now,
        result: JSON.stringify(draw),
        digits: JSON.stringify(digits),
        resulted_at: now,
      })
      .where('id', '=', round.id)
      .execute();
    const totals = await settleRound(trx, round, digits, now);
    await trx.updateTable('rounds').set({ state: 'settled', settled_at: now }).where('id', '=', round.id).execute();
    ctx.log.info({ roundId: round.id, drawDate: round.draw_date, ...totals }, 'round resulted and settled');
    return {
      round_id: String(round.id),
      lines_settled: totals.linesSettled,
      lines_won: totals.linesWon,
      total_payout: satangToBaht(totals.totalPayout),
    };
  });
}
