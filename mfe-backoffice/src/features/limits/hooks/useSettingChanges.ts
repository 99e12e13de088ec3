/**
 * The changes beyond the band waiting for a second operator (`GET backoffice/setting-changes`, every game), and the
 * decisions on one (confirm, reject, cancel). A decision refreshes the list and the decided game's rates, history
 * and exposure caps (a confirmation changes them). `refreshPending` lets the rates and caps forms refresh the list
 * after a save that stored a pending change.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingChangeData } from 'shared-contracts';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import { decideSettingChange, fetchPendingSettingChanges } from '../api/limits-api';

export type SettingChangeVerb = 'confirm' | 'reject' | 'cancel';

export function useSettingChanges() {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const key = backofficeKeys.settingChanges(me.username);
  const query = useQuery({ queryKey: key, queryFn: () => fetchPendingSettingChanges(api) });
  const decide = useMutation({
    mutationFn: ({ change, verb }: { change: SettingChangeData; verb: SettingChangeVerb }) =>
      decideSettingChange(api, change.id, verb),
    onSettled: (_data, _error, { change }) => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: backofficeKeys.gameRates(me.username, change.game_code) });
      void queryClient.invalidateQueries({ queryKey: backofficeKeys.exposureCaps(me.username, change.game_code) });
    },
  });
  return { query, decide, me };
}

/** Refreshes the pending list (after a save that may have stored a change). */
export function useRefreshPending() {
  const { me } = useSignedInOps();
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: backofficeKeys.settingChanges(me.username) });
}
