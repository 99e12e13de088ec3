/**
 * The header's balance (docs/product.md "Profile and wallet": initialising -> loading -> ready). Loaded
 * 0.5 s after the session becomes authenticated, reloaded on `wallet/balance-changed`
 * and `wallet/reload-requested`. The free-lottery count is 0 until loaded; a failure leaves the last value.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { merge } from 'rxjs';
import { WALLET_LOADING_DELAY_MS } from 'shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { useSession } from '../../session';
import { fetchWalletBalance, type WalletBalance } from '../api/fetch-wallet-balance';

export type WalletPhase = 'initialising' | 'loading' | 'ready';

export function useWalletBalance(delayMs: number = WALLET_LOADING_DELAY_MS) {
  const { api, bus } = useShellServices();
  const session = useSession();
  const loggedIn = session.status === 'authenticated';
  const [phase, setPhase] = useState<WalletPhase>('initialising');
  const [balance, setBalance] = useState<WalletBalance | null>(null);
  const alive = useRef(true);

  const load = useCallback(async () => {
    setPhase((p) => (p === 'ready' ? p : 'loading'));
    try {
      const b = await fetchWalletBalance(api);
      if (alive.current) setBalance(b);
    } catch (err) {
      console.warn('[shell] wallet balance unavailable', err);
    } finally {
      if (alive.current) setPhase('ready');
    }
  }, [api]);

  useEffect(() => {
    alive.current = true;
    if (!loggedIn) {
      setBalance(null);
      setPhase('initialising');
      return;
    }
    const timer = setTimeout(() => void load(), delayMs);
    const sub = merge(bus.on('wallet/balance-changed'), bus.on('wallet/reload-requested')).subscribe(() => void load());
    return () => {
      alive.current = false;
      clearTimeout(timer);
      sub.unsubscribe();
    };
  }, [loggedIn, load, bus, delayMs]);

  return { phase, balanceSatang: balance?.balanceSatang ?? null, freeLottery: balance?.freeLottery ?? 0, reload: load };
}
