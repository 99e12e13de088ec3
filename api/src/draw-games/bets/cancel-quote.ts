/**
 * The partial-cancel rule (docs/game-rules.md "Partial cancel"), pure: a player may cancel a whole slip or some
 * of its pending lines while the round accepts bets, within 30 minutes of placing and at least 15 minutes
 * before close (the game's `cancelStopBeforeCloseMinutes`: yeekee 5); the fee is the game's percentage (default 10) of the cancelled stake, floored to the
 * satang, per line. The windows, the refusals with their messages and the fee are shared-contracts'
 * `partial-cancel` rule (the shop's too); this adds the slip's lines. Shared by `cancel-fee` (the quote)
 * and `bet-slip/partial` (the cancel).
 */
import {
  cancelFeeSatang,
  cancellableUntil,
  ErrorCode,
  partialCancelRefusal,
  partialCancelRefusalMessage,
} from 'shared-contracts';
import { isAcceptingBets, type RoundRow } from '../rounds/round-view';
import type { LineRow } from './slip-view';

export interface CancelQuote {
  cancellable: boolean;
  /** Error code and message when not cancellable. */
  refusal: { code: string; message: string } | null;
  cancellableUntil: Date;
  lines: { line: LineRow; lineId: string; feeSatang: number }[];
  totalSatang: number;
  feeSatang: number;
  refundSatang: number;
}

/**
 * Quotes a cancel of `lineIds` (all pending lines when empty) of a slip placed at `placedAt`.
 * Refusals: round not accepting bets → E20016; past the windows, unknown or settled lines → E10000.
 */
export function cancelQuote(args: {
  slipCode: string;
  placedAt: Date;
  round: Pick<RoundRow, 'state' | 'open_at' | 'close_at'>;
  lines: LineRow[];
  lineIds: readonly string[];
  feePercent: number;
  /** Cancels stop this long before the close (the game's; default 15). */
  stopBeforeCloseMinutes?: number;
  now: Date;
}): CancelQuote {
  const { slipCode, placedAt, round, lines, lineIds, feePercent, stopBeforeCloseMinutes, now } = args;
  const until = cancellableUntil(placedAt, round.close_at, stopBeforeCloseMinutes);
  const refused = partialCancelRefusal({
    acceptingBets: isAcceptingBets(round, now),
    placedAt,
    closeAt: round.close_at,
    now,
    stopBeforeCloseMinutes,
  });
  const idOf = (l: LineRow) => `${slipCode}-${l.line_no}`;
  let refusal: CancelQuote['refusal'] = null;
  let chosen: LineRow[];
  if (lineIds.length === 0) chosen = lines.filter((l) => l.status === 'PENDING');
  else {
    chosen = [];
    for (const id of new Set(lineIds)) {
      const l = lines.find((x) => idOf(x) === id.toUpperCase());
      if (!l) refusal ??= { code: ErrorCode.BAD_REQUEST, message: `line ${id} is not a line of slip ${slipCode}` };
      else if (l.status !== 'PENDING')
        refusal ??= {
          code: ErrorCode.BAD_REQUEST,
          message: `line ${id} is ${l.status}: only pending lines can be cancelled`,
        };
      else chosen.push(l);
    }
  }
  if (!refusal && chosen.length === 0)
    refusal = { code: ErrorCode.BAD_REQUEST, message: `slip ${slipCode} has no pending line left to cancel` };
  // a closed round is E20016 (as placing a bet there); a broken time window is a bad request
  if (refused)
    refusal = {
      code: refused === 'ROUND_CLOSED' ? ErrorCode.ROUND_CLOSED : ErrorCode.BAD_REQUEST,
      message: partialCancelRefusalMessage(refused, `slip ${slipCode}`, {
        placedAt,
        closeAt: round.close_at,
        stopBeforeCloseMinutes,
      }),
    };
  const quoted = chosen.map((line) => ({
    line,
    lineId: idOf(line),
    feeSatang: cancelFeeSatang(line.amount_satang, feePercent),
  }));
  const totalSatang = quoted.reduce((s, q) => s + q.line.amount_satang, 0);
  const feeSatang = quoted.reduce((s, q) => s + q.feeSatang, 0);
  return {
    cancellable: refusal === null,
    refusal,
    cancellableUntil: until,
    lines: quoted,
    totalSatang,
    feeSatang,
    refundSatang: totalSatang - feeSatang,
  };
}
