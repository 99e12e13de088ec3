/**
 * The checks every result entry and confirmation makes on a round locked FOR UPDATE, in this order:
 * the game takes an entered result (else 400; a yeekee round never does: its R comes from the players' shots
 * at the close, draw-games/yeekee/close-yeekee-round.ts, so no ops path can choose it → 403), the raw result is valid for the game's strategy (`deriveDigits`:
 * GLO draw for the underground and the shop, HANOI {special, prize1}, LAO_4D/LAO_5D/LAO_ZODIAC {number},
 * MALAY_4D {first, second}, BANK {first_draw, second_draw}, STOCK {close, change}; sets their base
 * game's; else 400 E10000 "invalid request: path: message"), the round is not resulted or settled
 * (409 E10409 "round already resulted") nor void (409), a GLO draw's date is the round's (400), and the
 * round's scheduled result time `result_expected_at` has come (409 E10409 before it, with
 * `details.result_expected_at`, also for a round ops closed early: the market has not closed yet; issue 20).
 */
import { AppError, ErrorCode, deriveDigits, gameByCode, type ResultDigits } from 'shared-contracts';
import type { RoundRow } from '../rounds/round-view';
import { resultStrategyOf } from '../rounds/draw-games';

export interface CheckedResult {
  strategy: ReturnType<typeof resultStrategyOf>;
  /** The raw result as parsed by the strategy. */
  raw: Record<string, unknown>;
  digits: ResultDigits;
}

export function checkRoundResult(round: RoundRow, raw: unknown, now: Date): CheckedResult {
  const game = gameByCode(round.game_code);
  if (!game || game.resultStrategy === 'NONE')
    throw new AppError(ErrorCode.BAD_REQUEST, `round ${round.id} is a ${round.game_code} round: it takes no result`);
  if (game.resultStrategy === 'YEEKEE')
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `round ${round.id} is a yeekee round: its result is computed from the players' shots at the close, never entered`,
    );
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
  // issue 20: not before the scheduled result time, even when ops closed the round early (the market is open)
  if (round.result_expected_at.getTime() > now.getTime())
    throw new AppError(
      ErrorCode.CONFLICT,
      `round ${round.id}'s result is expected at ${round.result_expected_at.toISOString()}${round.state === 'open' || round.state === 'scheduled' ? ` (it is open until ${round.close_at.toISOString()})` : ''}: no result can be entered or confirmed before then`,
      { result_expected_at: round.result_expected_at.toISOString() },
    );
  return { strategy, raw: derived.raw as Record<string, unknown>, digits: derived.digits };
}
