/**
 * Partial-cancel rules of the shop (docs/game-rules.md "Partial cancel", shared-contracts `partial-cancel`):
 * tickets in state available of a round still open, within 30 minutes of the purchase and at least 15
 * minutes before the round closes. Fee `PARTIAL_CANCEL.defaultFeePercent` (10%) of the price paid for each
 * ticket, floored to whole satang; a ticket paid with FREE_LOTTERY has no fee and its free ticket comes
 * back. The refusals and their messages are the games' too. Pure.
 */
import { cancelFeeSatang, partialCancelRefusal, partialCancelRefusalMessage, PARTIAL_CANCEL } from 'shared-contracts';
import { isAcceptingBets, type RoundRow } from '../../draw-games/rounds/round-view';

/** Why the slip cannot be cancelled now (the English message), or null when it can. */
export function cancelRefusal(
  round: RoundRow,
  slip: { slip_code: string; created_at: Date },
  now: Date,
): string | null {
  const refused = partialCancelRefusal({
    acceptingBets: isAcceptingBets(round, now),
    placedAt: slip.created_at,
    closeAt: round.close_at,
    now,
  });
  return (
    refused &&
    partialCancelRefusalMessage(refused, `slip ${slip.slip_code}`, {
      placedAt: slip.created_at,
      closeAt: round.close_at,
    })
  );
}

/** Fee and refund of one ticket, satang. */
export function ticketCancelFee(priceSatang: number): { feeSatang: number; refundSatang: number } {
  const feeSatang = cancelFeeSatang(priceSatang, PARTIAL_CANCEL.defaultFeePercent);
  return { feeSatang, refundSatang: priceSatang - feeSatang };
}
