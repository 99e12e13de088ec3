import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type LotteryBetSlip, type LotteryCancelFeeData } from 'shared-contracts';
import { usePartialCancel, errorCode, useRemote, useSession } from 'shared-ui';
import { shopKeys } from '../../../query-keys';
import { cancelTickets, fetchCancelFee, quoteFor } from '../api/cancel-tickets';

/** Refusals of the cancel endpoints with their own Thai text, `partialCancel.errors.{code}` (else generic). */
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
 * quote, then the purchases are read again (`shopKeys.slips`) and the wallet is asked to reload. Refusals
 * show the shared Thai text of their error code.
 */
export function useTicketCancel() {
  const { t } = useTranslation();
  const { api, bus } = useRemote();
  const { customerCode } = useSession();
  const queryClient = useQueryClient();
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
      void queryClient.invalidateQueries({ queryKey: shopKeys.slips(customerCode) });
    },
    errorText: (e) => {
      const code = errorCode(e);
      return t(`partialCancel.errors.${code && KNOWN_CODES.includes(code) ? code : 'generic'}`);
    },
  });
}
