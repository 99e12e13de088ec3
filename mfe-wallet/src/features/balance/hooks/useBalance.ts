import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { bahtToSatang, type WalletBalanceData } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { walletKeys } from '../../../query-keys';
import { fetchBalance } from '../api/fetch-balance';

export type BalanceState =
  | { status: 'loading'; data: WalletBalanceData | null }
  | { status: 'ready'; data: WalletBalanceData; loadedAt: number }
  | { status: 'failed'; data: WalletBalanceData | null };

/** Resolves after `ms`, or rejects when the query is cancelled first (the page was left). */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * The wallet balance (docs/product.md "Profile and wallet": initialising, loading, ready), asked for on
 * every page that shows it (never an old cached copy). Loads after `delayMs` (the wallet call is made
 * after 0.5 s), reloads on `wallet/reload-requested` (invalidating `walletKeys.balance`), and publishes
 * `wallet/balance-changed` with the new balance in satang whenever it loads.
 */
export function useBalance({ enabled, delayMs = 0 }: { enabled: boolean; delayMs?: number }) {
  const { api, bus } = useRemote();
  const session = useSession();
  const queryClient = useQueryClient();
  const customerCode = session.customerCode;
  const query = useQuery({
    queryKey: walletKeys.balance(customerCode),
    queryFn: async ({ signal }) => {
      if (delayMs > 0) await delay(delayMs, signal);
      const data = await fetchBalance(api);
      if (!signal.aborted) {
        bus.publish({ type: 'wallet/balance-changed', balanceSatang: bahtToSatang(data.balance) ?? undefined });
      }
      return data;
    },
    enabled,
    refetchOnMount: 'always',
  });
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: walletKeys.balance(customerCode) }),
    [queryClient, customerCode],
  );

  useEffect(() => {
    const sub = bus.on('wallet/reload-requested').subscribe(reload);
    return () => sub.unsubscribe();
  }, [bus, reload]);

  /** Takes a balance the server just returned (e.g. from a deposit) without another request. */
  const accept = (balance: number) =>
    queryClient.setQueryData<WalletBalanceData>(walletKeys.balance(customerCode), (data) => ({
      currency: 'THB',
      FREE_LOTTERY: data?.FREE_LOTTERY ?? 0,
      balance,
    }));

  const state: BalanceState =
    query.isFetching || query.isPending
      ? { status: 'loading', data: query.data ?? null }
      : query.isSuccess
        ? { status: 'ready', data: query.data, loadedAt: query.dataUpdatedAt }
        : { status: 'failed', data: query.data ?? null };
  return { state, reload, accept };
}
