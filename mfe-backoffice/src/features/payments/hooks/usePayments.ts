/** The payments tab's reads and writes: one queue in one state, and a decision that refreshes both states' lists. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TransactionStatus } from 'shared-contracts';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import { decidePayment, fetchQueue, type PaymentDecision, type PaymentQueue } from '../api/payments-api';

export function usePaymentQueue(queue: PaymentQueue, state: TransactionStatus) {
  const { me, api } = useSignedInOps();
  return useQuery({
    queryKey: backofficeKeys.paymentQueue(me.username, queue, state),
    queryFn: () => fetchQueue(api, queue, state),
  });
}

export function useDecidePayment(queue: PaymentQueue) {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: PaymentDecision; reason: string }) =>
      decidePayment(api, queue, id, decision, reason),
    // a 409 (someone decided first) refreshes too: the row leaves the pending list
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.paymentQueues(me.username, queue) }),
  });
}
