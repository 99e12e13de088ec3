/**
 * The payment options of the signed-in player (`walletKeys.paymentOptions`): which deposit rails are on and the
 * withdraw limits of today. `depositRails` is `['demo']` until they load (or when they fail), as before issue 11.
 */
import { useQuery } from '@tanstack/react-query';
import type { PaymentRail } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { walletKeys } from '../../../query-keys';
import { fetchMyWithdrawals, fetchPaymentOptions } from '../api/withdraw-api';

export function usePaymentOptions(enabled = true) {
  const { api } = useRemote();
  const session = useSession();
  const query = useQuery({
    queryKey: walletKeys.paymentOptions(session.customerCode),
    queryFn: () => fetchPaymentOptions(api),
    enabled,
  });
  const depositRails: readonly PaymentRail[] = query.data?.deposit_rails ?? ['demo'];
  return { options: query.data ?? null, failed: query.isError, depositRails };
}

/** The player's latest withdrawals (`walletKeys.withdrawals`), null until loaded. */
export function useMyWithdrawals() {
  const { api } = useRemote();
  const session = useSession();
  const query = useQuery({
    queryKey: walletKeys.withdrawals(session.customerCode),
    queryFn: () => fetchMyWithdrawals(api),
  });
  return query.data ?? null;
}
