/** The settings tab's queries and saves (TanStack Query, keyed by the signed-in ops user). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteSettingsBody, MiniGameSettingsBody, StreakGame } from 'shared-contracts';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import {
  fetchInviteSettings,
  fetchMiniGameSettings,
  saveInviteSettings,
  saveMiniGameSettings,
} from '../api/settings-api';

/** One streak game's settings and their save. */
export function useMiniGameSettings(game: StreakGame) {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const key = backofficeKeys.miniGameSettings(me.username, game);
  const query = useQuery({ queryKey: key, queryFn: () => fetchMiniGameSettings(api, game) });
  const save = useMutation({
    mutationFn: (body: MiniGameSettingsBody) => saveMiniGameSettings(api, game, body),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  return { query, save };
}

/** The friend-invite commission settings and their save. */
export function useInviteSettings() {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const key = backofficeKeys.inviteSettings(me.username);
  const query = useQuery({ queryKey: key, queryFn: () => fetchInviteSettings(api) });
  const save = useMutation({
    mutationFn: (body: InviteSettingsBody) => saveInviteSettings(api, body),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  return { query, save };
}
