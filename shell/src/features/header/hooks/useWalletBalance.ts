/**
 * The header's balance (docs/product.md "Profile and wallet": initialising -> loading -> ready). Loaded
 * 0.5 s after the session becomes authenticated, reloaded (an invalidation of `shellKeys.walletBalance`) on
 * `wallet/balance-changed`, `wallet/reload-requested` and `bet/placed`. The free-lottery count is 0 until loaded; a failure
 * leaves the last value.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { debounceTime, merge } from 'rxjs';
import { WALLET_LOADING_DELAY_MS } from 'shared-contracts';
import { useShellServices } from '../../../services/shell-services';
import { shellKeys } from '../../../query-keys';
import { useSession } from '../../session';
import { fetchWalletBalance } from '../api/fetch-wallet-balance';

export type WalletPhase = 'initialising' | 'loading' | 'ready';

export function useWalletBalance(delayMs: number = WALLET_LOADING_DELAY_MS) {
  const { api, bus } = useShellServices();
  const { status, customerCode } = useSession();
  const loggedIn = status === 'authenticated';
  const queryClient = useQueryClient();
  // the first read waits `delayMs` after the login
  const [due, setDue] = useState(false);
  useEffect(() => {
    setDue(false);
    if (!loggedIn) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [loggedIn, customerCode, delayMs]);

  const queryKey = shellKeys.walletBalance(customerCode);
  const query = useQuery({
    queryKey,
    queryFn: () =>
      fetchWalletBalance(api).catch((err: unknown) => {
        console.warn('[shell] wallet balance unavailable', err);
        throw err;
      }),
    enabled: loggedIn && due,
  });

  useEffect(() => {
    // a bet moved money too; the burst of one bet (bet/placed + a reload request) is one read
    const sub = merge(bus.on('wallet/balance-changed'), bus.on('wallet/reload-requested'), bus.on('bet/placed'))
      .pipe(debounceTime(50))
      .subscribe(() => void queryClient.invalidateQueries({ queryKey: shellKeys.walletBalance(customerCode) }));
    return () => sub.unsubscribe();
  }, [bus, queryClient, customerCode]);

  const phase: WalletPhase =
    !loggedIn || (!due && query.data === undefined)
      ? 'initialising'
      : query.isSuccess || query.isError
        ? 'ready'
        : 'loading';
  return {
    phase,
    balanceSatang: loggedIn ? (query.data?.balanceSatang ?? null) : null,
    freeLottery: loggedIn ? (query.data?.freeLottery ?? 0) : 0,
    reload: () => queryClient.invalidateQueries({ queryKey }),
  };
}
