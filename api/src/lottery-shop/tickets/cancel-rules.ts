/**
 * Partial-cancel rules of the shop (game-rules.md "Partial cancel", shared-contracts `partial-cancel`):
 * tickets in state available of a round still open, within 30 minutes of the purchase and at least 15
 * minutes before the round closes. Fee CANCEL_FEE_PERCENT (10%) of the price paid for each ticket,
 * floored to whole satang; a ticket paid with FREE_LOTTERY has no fee and its free ticket comes back. Pure.
 */
import { cancelFeeSatang, cancelWindowRefusal, PARTIAL_CANCEL } from 'shared-contracts';
import type { RoundRow } from '../../rounds/round-view';
import { isAcceptingBets } from '../../rounds/round-view';
import { CANCEL_FEE_PERCENT } from '../shop-game';

/** Why the slip cannot be cancelled now, or null when it can. */
export function cancelRefusal(round: RoundRow, slipCreatedAt: Date, now: Date): string | null {
  if (!isAcceptingBets(round, now)) return `round ${round.id} (${round.draw_date}) no longer sells: tickets are final`;
  switch (cancelWindowRefusal(slipCreatedAt, round.close_at, now)) {
    case 'PLACED_TOO_LONG_AGO':
      return `tickets can be cancelled only within ${PARTIAL_CANCEL.windowAfterPlacingMinutes} minutes of buying`;
    case 'TOO_CLOSE_TO_CLOSE':
      return `tickets can be cancelled only until ${PARTIAL_CANCEL.stopBeforeCloseMinutes} minutes before the round closes`;
    default:
      return null;
  }
}

/** Fee and refund of one ticket, satang. */
export function ticketCancelFee(priceSatang: number): { feeSatang: number; refundSatang: number } {
  const feeSatang = cancelFeeSatang(priceSatang, CANCEL_FEE_PERCENT);
  return { feeSatang, refundSatang: priceSatang - feeSatang };
}
