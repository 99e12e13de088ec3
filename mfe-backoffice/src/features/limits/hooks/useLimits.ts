/**
 * The limits screen's reads and writes for one game: its restricted numbers (add, remove), its cancel fee and its
 * exposure caps. Writes refresh that game's reads.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RestrictedNumberInput } from 'shared-contracts';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import {
  addRestrictedNumber,
  fetchCancelFee,
  fetchExposureCaps,
  fetchRestrictedNumbers,
  removeRestrictedNumber,
  setCancelFee,
  setExposureCaps,
} from '../api/limits-api';

export function useRestrictedNumbers(game: string) {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const key = backofficeKeys.restrictedNumbers(me.username, game);
  const query = useQuery({ queryKey: key, queryFn: () => fetchRestrictedNumbers(api, game) });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: key });
  const add = useMutation({ mutationFn: (body: RestrictedNumberInput) => addRestrictedNumber(api, body), onSuccess });
  const remove = useMutation({ mutationFn: (id: string) => removeRestrictedNumber(api, id), onSuccess });
  return { query, add, remove };
}

export function useCancelFee(game: string) {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const key = backofficeKeys.cancelFee(me.username, game);
  const query = useQuery({ queryKey: key, queryFn: () => fetchCancelFee(api, game) });
  const update = useMutation({
    mutationFn: (feePercent: number) => setCancelFee(api, game, feePercent),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  return { query, update };
}

export function useExposureCaps(game: string) {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const key = backofficeKeys.exposureCaps(me.username, game);
  const query = useQuery({ queryKey: key, queryFn: () => fetchExposureCaps(api, game) });
  const update = useMutation({
    mutationFn: (caps: Record<string, number | null>) => setExposureCaps(api, game, caps),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  return { query, update };
}
