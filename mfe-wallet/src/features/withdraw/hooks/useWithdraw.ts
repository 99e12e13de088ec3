import { bahtToSatang, type WithdrawResultData } from 'shared-contracts';
import { useIdempotentMutation, useRemote } from 'shared-ui';
import { postWithdraw } from '../api/withdraw-api';

/**
 * `POST wallet/withdraw` as a mutation through `useIdempotentMutation` (one key per amount, kept for a retry
 * after a network failure, renewed after the server's answer). A hold publishes `wallet/balance-changed` and is
 * handed to `onWithdrawn`.
 */
export function useWithdraw(onWithdrawn: (result: WithdrawResultData) => void) {
  const { api, bus } = useRemote();
  return useIdempotentMutation({
    submit: (amountBaht: number, key: string) => postWithdraw(api, amountBaht, key),
    onSuccess: (result) => {
      onWithdrawn(result);
      bus.publish({ type: 'wallet/balance-changed', balanceSatang: bahtToSatang(result.balance) ?? undefined });
    },
  });
}
