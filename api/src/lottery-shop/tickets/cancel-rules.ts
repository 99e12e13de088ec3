/**
 * Partial-cancel rules of the shop (game-rules.md "Partial cancel"): tickets in state available of a
 * round still open, within CANCEL_WINDOW_MINUTES (30) of the purchase and at least
 * CANCEL_BEFORE_CLOSE_MINUTES (15) before the round closes. Fee CANCEL_FEE_PERCENT (10%) of the price
 * paid for each ticket, floored to whole satang; a ticket paid with FREE_LOTTERY has no fee and its
 * free ticket comes back. Pure.
 */
import type { RoundRow } from '../../rounds/round-view';
import { isAcceptingBets } from '../../rounds/round-view';
import { CANCEL_BEFORE_CLOSE_MINUTES, CANCEL_FEE_PERCENT, CANCEL_WINDOW_MINUTES } from '../shop-game';

/** Why the slip cannot be cancelled now, or null when it can. */
export function cancelRefusal(round: RoundRow, slipCreatedAt: Date, now: Date): string | null {
  if (!isAcceptingBets(round, now)) return `round ${round.id} (${round.draw_date}) no longer sells: tickets are final`;
  if (now.getTime() > slipCreatedAt.getTime() + CANCEL_WINDOW_MINUTES * 60_000)
    return `tickets can be cancelled only within ${CANCEL_WINDOW_MINUTES} minutes of buying`;
  if (now.getTime() > round.close_at.getTime() - CANCEL_BEFORE_CLOSE_MINUTES * 60_000)
    return `tickets can be cancelled only until ${CANCEL_BEFORE_CLOSE_MINUTES} minutes before the round closes`;
  return null;
}

/** Fee and refund of one ticket, satang. */
export function ticketCancelFee(priceSatang: number): { feeSatang: number; refundSatang: number } {
  const feeSatang = Math.floor((priceSatang * CANCEL_FEE_PERCENT) / 100);
  return { feeSatang, refundSatang: priceSatang - feeSatang };
}
