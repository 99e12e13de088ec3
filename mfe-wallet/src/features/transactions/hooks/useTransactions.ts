import { useQuery } from '@tanstack/react-query';
import type { WalletTransaction } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { walletKeys } from '../../../query-keys';
import { fetchTransactions } from '../api/fetch-transactions';

/**
 * The player's latest wallet movements, newest first: `items` null until the first answer, `failed` when
 * the last load failed (the shown list stays). Loaded again when `walletKeys.transactions` is invalidated
 * (the wallet page does it after a deposit and on its refresh button).
 */
export function useTransactions(): { items: WalletTransaction[] | null; failed: boolean } {
  const { api } = useRemote();
  const session = useSession();
  const query = useQuery({
    queryKey: walletKeys.transactions(session.customerCode),
    queryFn: () => fetchTransactions(api),
  });
  return { items: query.data ?? null, failed: query.isError };
}
