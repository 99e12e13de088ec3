import { useTranslation } from 'react-i18next';
import { ErrorCode, type LotteryBetSlip, type LotteryCancelFeeData } from 'shared-contracts';
import { usePartialCancel } from 'shared-ui';
import { errorCode } from '../../../app/error-code';
import { useRemote } from '../../../app/useRemote';
import { cancelTickets, fetchCancelFee, quoteFor } from '../api/cancel-tickets';

/** Refusals of the cancel endpoints with their own Thai text (anything else: generic). */
const KNOWN_CODES: readonly string[] = [
  ErrorCode.ROUND_CLOSED,
  ErrorCode.CONFLICT,
  ErrorCode.NOT_FOUND,
  ErrorCode.INVALID_BUY_GET_FREE_PROMOTION,
];

export interface CancelRequest {
  slipId: string;
  ticketIds: string[];
  /** The whole purchase (every ticket still waiting for its draw) rather than one ticket. */
  whole: boolean;
}

/**
 * The partial-cancel flow of the history tab (shared-ui `usePartialCancel`): `ask()` quotes the fee of
 * the chosen tickets first (docs/game-rules.md "Partial cancel"), `confirm()` cancels the tickets of that
 * quote, then `onCancelled` refreshes the list and the wallet is asked to reload. Refusals show the Thai
 * text of their error code.
 */
export function useTicketCancel(onCancelled: () => void) {
  const { t } = useTranslation();
  const { api, bus } = useRemote();
  return usePartialCancel<CancelRequest, LotteryCancelFeeData, LotteryBetSlip>({
    fetchQuote: (request) => fetchCancelFee(api, request.slipId).then((data) => quoteFor(data, request.ticketIds)),
    cancel: (request, quote) =>
      cancelTickets(
        api,
        request.slipId,
        quote.tickets.map((tk) => tk.ticket_id),
      ),
    onCancelled: () => {
      bus.publish({ type: 'wallet/reload-requested' });
      onCancelled();
    },
    errorText: (e) => {
      const code = errorCode(e);
      return t(`lotteryShop.history.cancel.errors.${code && KNOWN_CODES.includes(code) ? code : 'generic'}`);
    },
  });
}
