import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryCancelFeeData } from 'shared-contracts';
import { errorCode } from '../../../app/error-code';
import { useRemote } from '../../../app/useRemote';
import { cancelTickets, fetchCancelFee, quoteFor } from '../api/cancel-tickets';

/** Refusal codes of the cancel endpoints with their own Thai text (anything else: generic). */
const KNOWN = ['E20016', 'E10409', 'E10001', 'E30003'];

export interface CancelRequest {
  slipId: string;
  ticketIds: string[];
  /** The whole purchase (every ticket still waiting for its draw) rather than one ticket. */
  whole: boolean;
}

/**
 * The partial-cancel flow of the history tab: `ask()` quotes the fee of the chosen tickets first
 * (game-rules.md "Partial cancel"), `confirm()` cancels them, then `onCancelled` refreshes the list
 * and the wallet is asked to reload. Refusals show the Thai text of their error code.
 */
export function useTicketCancel(onCancelled: () => void) {
  const { t } = useTranslation();
  const { api, bus } = useRemote();
  const [request, setRequest] = useState<CancelRequest | null>(null);
  const [quote, setQuote] = useState<LotteryCancelFeeData | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // only the latest quote counts (a slow answer to an earlier tap is dropped)
  const asked = useRef(0);

  const message = (e: unknown) => {
    const code = errorCode(e);
    return t(`lotteryShop.history.cancel.errors.${code && KNOWN.includes(code) ? code : 'generic'}`);
  };

  const ask = (next: CancelRequest) => {
    setRequest(next);
    setQuote(null);
    setError(null);
    setDone(false);
    const seq = ++asked.current;
    fetchCancelFee(api, next.slipId).then(
      (data) => seq === asked.current && setQuote(quoteFor(data, next.ticketIds)),
      (e: unknown) => seq === asked.current && setError(message(e)),
    );
  };

  const confirm = async () => {
    if (!request || !quote) return;
    setBusy(true);
    setError(null);
    try {
      await cancelTickets(
        api,
        request.slipId,
        quote.tickets.map((tk) => tk.ticket_id),
      );
      setRequest(null);
      setDone(true);
      bus.publish({ type: 'wallet/reload-requested' });
      onCancelled();
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };

  return { request, quote, busy, error, done, ask, confirm, dismiss: () => setRequest(null) };
}
