import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManualDepositBody } from 'shared-contracts';
import { useIdempotentMutation, useRemote, useSession } from 'shared-ui';
import { walletKeys } from '../../../query-keys';
import { fetchManualDeposits, postManualDeposit } from '../api/manual-deposit-api';

/**
 * The player's declared bank transfers (`GET wallet/deposit/manual`) and the declaration
 * (`POST wallet/deposit/manual`) as a mutation through `useIdempotentMutation`: one key per declaration (amount,
 * time and slip), kept for a retry after a network failure; a declaration reloads the list.
 */
export function useManualDeposit() {
  const { api } = useRemote();
  const { customerCode } = useSession();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: walletKeys.manualDeposits(customerCode),
    queryFn: () => fetchManualDeposits(api),
  });
  const declare = useIdempotentMutation({
    submit: (body: ManualDepositBody, key: string) => postManualDeposit(api, body, key),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: walletKeys.manualDeposits(customerCode) }),
  });
  return { list, declare };
}
