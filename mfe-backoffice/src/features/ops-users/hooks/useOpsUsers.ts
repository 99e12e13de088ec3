/** The ops accounts list and the admin's create, disable, approve and reject; every write refreshes the list. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import {
  createOpsUser,
  decideOpsUser,
  disableOpsUser,
  fetchOpsUsers,
  type NewOpsUser,
  type OpsDecision,
} from '../api/ops-users-api';

export function useOpsUsers() {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const key = backofficeKeys.opsUsers(me.username);
  // a 403 (an operator) is the answer, not a blip: no retries
  const query = useQuery({ queryKey: key, queryFn: () => fetchOpsUsers(api), retry: false });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: key });
  const create = useMutation({ mutationFn: (body: NewOpsUser) => createOpsUser(api, body), onSuccess });
  const disable = useMutation({ mutationFn: (id: string) => disableOpsUser(api, id), onSuccess });
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: OpsDecision }) => decideOpsUser(api, id, decision),
    onSuccess,
  });
  return { query, create, disable, decide };
}
