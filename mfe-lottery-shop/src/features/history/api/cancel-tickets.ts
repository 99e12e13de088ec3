import { callRoute, type HttpClient, type LotteryBetSlip, type LotteryCancelFeeData } from 'shared-contracts';

/**
 * `GET lottery/cancel-fee/partial/{id}`: fee and refund of every cancellable ticket of a purchase. The
 * endpoint takes no ticket ids (it quotes each available ticket), so `quoteFor` narrows it to the chosen ones.
 */
export function fetchCancelFee(api: HttpClient, slipId: string): Promise<LotteryCancelFeeData> {
  return callRoute(api, 'GET /lottery/cancel-fee/partial/:id', { params: { id: slipId } });
}

/** `POST lottery/bet-slip/partial/{id}` `{ticket_ids}`: cancels those tickets; answers the updated purchase. */
export function cancelTickets(api: HttpClient, slipId: string, ticketIds: string[]): Promise<LotteryBetSlip> {
  return callRoute(api, 'POST /lottery/bet-slip/partial/:id', {
    params: { id: slipId },
    body: { ticket_ids: ticketIds },
  });
}

/** The quote of the chosen tickets only (totals summed in satang to avoid float drift). */
export function quoteFor(data: LotteryCancelFeeData, ticketIds: readonly string[]): LotteryCancelFeeData {
  const ids = new Set(ticketIds);
  const tickets = data.tickets.filter((t) => ids.has(t.ticket_id));
  const sum = (pick: (t: (typeof tickets)[number]) => number) =>
    tickets.reduce((s, t) => s + Math.round(pick(t) * 100), 0) / 100;
  return {
    ...data,
    cancellable: data.cancellable && tickets.length > 0,
    tickets,
    total_fee: sum((t) => t.fee),
    total_refund: sum((t) => t.refund),
  };
}
