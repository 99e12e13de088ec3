/**
 * The writes on one round: close now (with a reason), void with a reason, enter the result and confirm it (a different operator;
 * the API answers 403 to the same one; `onSettled` hears the settlement). Each refreshes the console's reads after it lands.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettlementSummary } from 'shared-contracts';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import { closeRound, confirmResult, enterResult, fetchResultEntry, voidRound } from '../api/rounds-api';

export function useRoundActions(
  roundId: string,
  { onSettled }: { onSettled?: (summary: SettlementSummary) => void } = {},
) {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all(me.username) });
  return {
    close: useMutation({ mutationFn: (reason: string) => closeRound(api, roundId, reason), onSuccess }),
    void: useMutation({ mutationFn: (reason: string) => voidRound(api, roundId, reason), onSuccess }),
    enter: useMutation({ mutationFn: (raw: Record<string, unknown>) => enterResult(api, roundId, raw), onSuccess }),
    // `onSettled` is the mutation's own callback: it runs even when the refreshed list no longer shows this round
    confirm: useMutation({
      mutationFn: (raw: Record<string, unknown>) => confirmResult(api, roundId, raw),
      onSuccess: (summary: SettlementSummary) => {
        onSettled?.(summary);
        return onSuccess();
      },
    }),
  };
}

/** The round's result entry (`GET backoffice/rounds/{id}/result`), read when its result panel opens. */
export function useResultEntry(roundId: string, enabled: boolean) {
  const { me, api } = useSignedInOps();
  return useQuery({
    queryKey: backofficeKeys.resultEntry(me.username, roundId),
    queryFn: () => fetchResultEntry(api, roundId),
    enabled,
  });
}
