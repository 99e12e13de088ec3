/** The system screen's reads and writes: status flags, the registry and one remote's history. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SystemStatus } from 'shared-contracts';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import {
  fetchRemoteHistory,
  fetchRemotes,
  fetchSystemStatus,
  rollbackRemote,
  setRemote,
  updateSystemStatus,
} from '../api/system-api';

export function useSystemStatus() {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: backofficeKeys.systemStatus(me.username), queryFn: () => fetchSystemStatus(api) });
  const update = useMutation({
    mutationFn: (patch: Partial<SystemStatus>) => updateSystemStatus(api, patch),
    onSuccess: (data) => queryClient.setQueryData(backofficeKeys.systemStatus(me.username), data),
  });
  return { query, update };
}

export function useRemoteRegistry() {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: backofficeKeys.remotes(me.username), queryFn: () => fetchRemotes(api) });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all(me.username) });
  const set = useMutation({
    mutationFn: ({ name, ...body }: { name: string; enabled?: boolean; entry?: string | null }) =>
      setRemote(api, name, body),
    onSuccess,
  });
  const rollback = useMutation({ mutationFn: (name: string) => rollbackRemote(api, name), onSuccess });
  return { query, set, rollback };
}

export function useRemoteHistory(name: string, enabled: boolean) {
  const { me, api } = useSignedInOps();
  return useQuery({
    queryKey: backofficeKeys.remoteHistory(me.username, name),
    queryFn: () => fetchRemoteHistory(api, name),
    enabled,
  });
}
