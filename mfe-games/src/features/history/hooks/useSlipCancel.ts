import { useTranslation } from 'react-i18next';
import type { DrawBetSlipData, CancelFeeData, GameDef, PartialCancelData } from 'shared-contracts';
import { usePartialCancel, useRemote } from 'shared-ui';
import { cancelSlip, fetchCancelFee } from '../api/cancel-slip';

/**
 * The partial-cancel flow of one slip (shared-ui `usePartialCancel`, with its stale-quote guard):
 * `ask(lineIds)` fetches the fee first (no lines = whole slip), `confirm()` cancels those lines, hands
 * the updated slip to `onCancelled` and asks the wallet to reload.
 */
export function useSlipCancel(game: GameDef, slip: DrawBetSlipData, onCancelled: (slip: DrawBetSlipData) => void) {
  const { t } = useTranslation();
  const { api, bus } = useRemote();
  const flow = usePartialCancel<string[], CancelFeeData, PartialCancelData>({
    fetchQuote: (lineIds) => fetchCancelFee(api, game, slip.slip_id, lineIds),
    cancel: (lineIds) => cancelSlip(api, game, slip.slip_id, lineIds),
    onCancelled: (done) => {
      onCancelled(done.slip);
      bus.publish({ type: 'wallet/reload-requested' });
    },
    errorText: () => t('partialCancel.errors.generic'),
  });
  return {
    open: flow.request !== null,
    fee: flow.quote,
    busy: flow.busy,
    error: flow.error,
    ask: flow.ask,
    confirm: flow.confirm,
    dismiss: flow.dismiss,
  };
}
