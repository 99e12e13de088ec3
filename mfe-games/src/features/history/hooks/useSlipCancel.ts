import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetSlipData, CancelFeeData, GameDef } from 'shared-contracts';
import { useRemote } from '../../../app/useRemote';
import { cancelSlip, fetchCancelFee } from '../api/cancel-slip';

/**
 * The partial-cancel flow of one slip: `ask(lineIds)` fetches the fee first (no lines = whole slip),
 * `confirm()` cancels, hands the updated slip to `onCancelled` and asks the wallet to reload.
 */
export function useSlipCancel(game: GameDef, slip: BetSlipData, onCancelled: (slip: BetSlipData) => void) {
  const { t } = useTranslation();
  const { api, bus } = useRemote();
  const [open, setOpen] = useState(false);
  const [lineIds, setLineIds] = useState<string[]>([]);
  const [fee, setFee] = useState<CancelFeeData | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = (ids: string[]) => {
    setLineIds(ids);
    setFee(null);
    setError(null);
    setOpen(true);
    fetchCancelFee(api, game, slip.slip_id, ids)
      .then(setFee)
      .catch(() => setError(t('lobby.cancelFailed')));
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const done = await cancelSlip(api, game, slip.slip_id, lineIds);
      setOpen(false);
      onCancelled(done.slip);
      bus.publish({ type: 'wallet/reload-requested' });
    } catch {
      setError(t('lobby.cancelFailed'));
    } finally {
      setBusy(false);
    }
  };

  return { open, fee, busy, error, ask, confirm, dismiss: () => setOpen(false) };
}
