/**
 * The partial-cancel flow every remote shows (the draw games' slips, the shop's tickets): the player
 * picks what to cancel, the server quotes the fee first (`ask`), and only a confirm of that quote
 * cancels (`confirm`). The rule itself (windows, fee) is shared-contracts' `partial-cancel`; this is the
 * screen's state, with no knowledge of the endpoints.
 *
 * Stale-quote guard: only the answer to the latest `ask` is kept (a slow quote of an earlier tap, or one
 * arriving after `dismiss`, is dropped), and `confirm` does nothing until the quote of the current
 * request is on screen, so what is cancelled is always what the player was shown.
 */
import { useRef, useState } from 'react';

export interface PartialCancelFlow<Req, Quote> {
  /** What the player asked to cancel; null when the dialog is closed. */
  request: Req | null;
  /** The server's quote for `request`; null while it is being fetched (or when it failed). */
  quote: Quote | null;
  /** True while the cancel itself is in flight. */
  busy: boolean;
  /** Text of the last refusal or failure, from `errorText`. */
  error: string | null;
  /** True after a cancel succeeded, until the next `ask`. */
  done: boolean;
  /** Opens the flow for `request` and fetches its quote. */
  ask: (request: Req) => void;
  /** Cancels what the shown quote covers; a no-op without a current quote or while busy. */
  confirm: () => Promise<void>;
  /** Closes the flow; an answer still on its way is ignored. */
  dismiss: () => void;
}

/**
 * `fetchQuote(request)` asks the server what cancelling would cost now; `cancel(request, quote)` cancels
 * what that quote covers and resolves with the server's answer, handed to `onCancelled`; `errorText(e)`
 * turns a failure into the text to show (the remote's i18n).
 */
export function usePartialCancel<Req, Quote, Result>(opts: {
  fetchQuote: (request: Req) => Promise<Quote>;
  cancel: (request: Req, quote: Quote) => Promise<Result>;
  onCancelled: (result: Result) => void;
  errorText: (error: unknown) => string;
}): PartialCancelFlow<Req, Quote> {
  const [request, setRequest] = useState<Req | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // the number of the latest ask: answers to an earlier one are dropped
  const asked = useRef(0);

  const ask = (next: Req) => {
    const seq = ++asked.current;
    setRequest(next);
    setQuote(null);
    setError(null);
    setDone(false);
    opts.fetchQuote(next).then(
      (q) => seq === asked.current && setQuote(q),
      (e: unknown) => seq === asked.current && setError(opts.errorText(e)),
    );
  };

  const confirm = async () => {
    if (request === null || quote === null || busy) return;
    const seq = asked.current;
    setBusy(true);
    setError(null);
    try {
      const result = await opts.cancel(request, quote);
      if (seq === asked.current) {
        setRequest(null);
        setDone(true);
      }
      opts.onCancelled(result);
    } catch (e) {
      if (seq === asked.current) setError(opts.errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const dismiss = () => {
    asked.current++;
    setRequest(null);
  };

  return { request, quote, busy, error, done, ask, confirm, dismiss };
}
