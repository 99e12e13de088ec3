/**
 * POST backoffice/rounds/{id}/result: ops enter a round's official raw result in its family's shape
 * (validated by `deriveDigits` with the game's strategy: GLO draw for the underground, HANOI {special,
 * prize1}, LAO_4D/LAO_5D/LAO_ZODIAC {number}, MALAY_4D {first, second}, BANK {first_draw, second_draw},
 * STOCK {close, change}; set games take their base game's result). One transaction: lock the round FOR
 * UPDATE, check it is closed and unresulted (and, for GLO, that the draw's date is the round's), store the
 * raw result and derived digits, settle every line, → settled. A second call finds the round settled →
 * 409 E10409 "round already resulted" and pays nothing; a void round takes no result (409).
 * Invalid raw results → 400 E10000 "invalid request: path: message".
 */
import {
  AppError,
  ErrorCode,
  deriveDigits,
  gameByCode,
  satangToBaht,
  type GloDraw,
  type SettlementSummary,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { resultStrategyOf } from '../rounds/draw-games';
import { parseRoundId } from '../rounds/parse-round-id';
import { settleShopRound } from '../lottery-shop/results/settle-shop-round';
import { SHOP_GAME_CODE } from '../lottery-shop/shop-game';
import { settleRound } from '../settlement/settle-round';

export async function postRoundResult(ctx: AppContext, roundIdText: string, raw: unknown): Promise<SettlementSummary> {
  const roundId = parseRoundId(roundIdText);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const round = await trx.selectFrom('rounds').selectAll().where('id', '=', roundId).forUpdate().executeTakeFirst();
    if (!round) throw new AppError(ErrorCode.NOT_FOUND, `round ${roundIdText} does not exist`);
    const game = gameByCode(round.game_code);
    if (!game || game.resultStrategy === 'NONE')
      throw new AppError(ErrorCode.BAD_REQUEST, `round ${round.id} is a ${round.game_code} round: it takes no result`);
    const strategy = resultStrategyOf(game);
    const derived = deriveDigits(strategy, raw);
    if (!derived.ok)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `invalid request: ${derived.issues.map((i) => `${i.path}: ${i.message}`).join('; ')} (a ${strategy} result)`,
        derived.issues,
      );
    if (round.state === 'resulted' || round.state === 'settled')
      throw new AppError(
        ErrorCode.CONFLICT,
        `round already resulted: round ${round.id} (${round.draw_date}) was resulted at ${round.resulted_at?.toISOString()}`,
      );
    if (round.state === 'void')
      throw new AppError(ErrorCode.CONFLICT, `round ${round.id} is void (${round.void_reason}): it takes no result`);
    const drawDate = strategy === 'GLO' ? (derived.raw as { date: string }).date : undefined;
    if (drawDate !== undefined && drawDate !== round.draw_date)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `the draw's date ${drawDate} is not the round's draw date ${round.draw_date}`,
        [{ path: 'date', message: `must be ${round.draw_date}` }],
      );
    if ((round.state === 'open' || round.state === 'scheduled') && round.close_at.getTime() > now.getTime())
      throw new AppError(
        ErrorCode.CONFLICT,
        `round ${round.id} is open until ${round.close_at.toISOString()}: close it first`,
      );

    const digits = derived.digits;
    await trx
      .updateTable('rounds')
      .set({
        state: 'resulted',
        closed_at: round.closed_at ?? now,
        result: JSON.stringify(derived.raw),
        digits: JSON.stringify(digits),
        resulted_at: now,
      })
      .where('id', '=', round.id)
      .execute();
    // the ticket shop's rounds settle purchased tickets with the official prize table
    const totals =
      round.game_code === SHOP_GAME_CODE
        ? await settleShopRound(trx, round, derived.raw as GloDraw, now)
        : await settleRound(trx, round, digits, now);
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
