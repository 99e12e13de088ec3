import { bahtToSatang, type DepositData } from 'shared-contracts';
import { useIdempotentMutation, useRemote } from 'shared-ui';
import { postDeposit } from '../api/post-deposit';

/**
 * `POST wallet/deposit` (the demo rail) as a mutation through `useIdempotentMutation` (one key per amount, kept
 * for a retry after a network failure, so a lost answer never credits twice). A credit publishes
 * `wallet/balance-changed` and is handed to `onDeposited`.
 */
export function useTopUp(onDeposited: (deposit: DepositData) => void) {
  const { api, bus } = useRemote();
  return useIdempotentMutation({
    submit: (amountBaht: number, key: string) => postDeposit(api, amountBaht, key),
    onSuccess: (result) => {
      onDeposited(result);
      bus.publish({ type: 'wallet/balance-changed', balanceSatang: bahtToSatang(result.balance) ?? undefined });
    },
  });
}
