/** The block lists (filtered by `q`, digits) and the operator's add and remove; every write refreshes the lists. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddBankAccountToBlacklistBody, AddPhoneToBlacklistBody } from 'shared-contracts';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import { addBankAccount, addPhone, fetchBlacklist, removeBankAccount, removePhone } from '../api/blacklist-api';

export function useBlacklist(q: string) {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const base = backofficeKeys.blacklist(me.username);
  const query = useQuery({
    queryKey: backofficeKeys.blacklistSearch(me.username, q),
    queryFn: () => fetchBlacklist(api, q),
    placeholderData: keepPreviousData,
  });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: base });
  return {
    query,
    addPhone: useMutation({ mutationFn: (b: AddPhoneToBlacklistBody) => addPhone(api, b), onSuccess }),
    removePhone: useMutation({ mutationFn: (b: AddPhoneToBlacklistBody) => removePhone(api, b), onSuccess }),
    addBank: useMutation({ mutationFn: (b: AddBankAccountToBlacklistBody) => addBankAccount(api, b), onSuccess }),
    removeBank: useMutation({
      mutationFn: (b: AddBankAccountToBlacklistBody) => removeBankAccount(api, b),
      onSuccess,
    }),
  };
}
