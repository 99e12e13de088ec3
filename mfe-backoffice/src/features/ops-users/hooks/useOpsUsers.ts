/** The ops accounts list and the admin's create and disable; both writes refresh the list. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import { createOpsUser, disableOpsUser, fetchOpsUsers, type NewOpsUser } from '../api/ops-users-api';

export function useOpsUsers() {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const key = [...backofficeKeys.all(me.username), 'ops-users'] as const;
  // a 403 (an operator) is the answer, not a blip: no retries
  const query = useQuery({ queryKey: key, queryFn: () => fetchOpsUsers(api), retry: false });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: key });
  const create = useMutation({ mutationFn: (body: NewOpsUser) => createOpsUser(api, body), onSuccess });
  const disable = useMutation({ mutationFn: (id: string) => disableOpsUser(api, id), onSuccess });
  return { query, create, disable };
}
