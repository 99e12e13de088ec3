import { useCallback, useEffect, useState } from 'react';
import { bahtToSatang, type WalletBalanceData } from 'shared-contracts';
import { useRemote } from '../../../app/useRemote';
import { fetchBalance } from '../api/fetch-balance';

export type BalanceState =
  | { status: 'loading'; data: WalletBalanceData | null }
  | { status: 'ready'; data: WalletBalanceData; loadedAt: number }
  | { status: 'failed'; data: WalletBalanceData | null };

/**
 * The wallet balance (docs/product.md "Profile and wallet": initialising, loading, ready). Loads after
 * `delayMs` (the wallet call is made after 0.5 s), reloads on `wallet/reload-requested`,
 * and publishes `wallet/balance-changed` with the new balance in satang whenever it loads.
 */
export function useBalance({ enabled, delayMs = 0 }: { enabled: boolean; delayMs?: number }) {
  const { api, bus } = useRemote();
  const [state, setState] = useState<BalanceState>({ status: 'loading', data: null });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ status: 'loading', data: s.data }));
    const timer = setTimeout(() => {
      fetchBalance(api)
        .then((data) => {
          if (!live) return;
          setState({ status: 'ready', data, loadedAt: Date.now() });
          bus.publish({ type: 'wallet/balance-changed', balanceSatang: bahtToSatang(data.balance) ?? undefined });
        })
        .catch(() => live && setState((s) => ({ status: 'failed', data: s.data })));
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, bus, enabled, delayMs, tick]);

  useEffect(() => {
    const sub = bus.on('wallet/reload-requested').subscribe(reload);
    return () => sub.unsubscribe();
  }, [bus, reload]);

  /** Takes a balance the server just returned (e.g. from a deposit) without another request. */
  const accept = useCallback((balance: number) => {
    setState((s) => ({
      status: 'ready',
      data: { currency: 'THB', FREE_LOTTERY: s.data?.FREE_LOTTERY ?? 0, balance },
      loadedAt: Date.now(),
    }));
  }, []);

  return { state, reload, accept };
}
