/**
 * The players tab's reads and write: the search (only once ops searched), one player's card, and the status change,
 * which refreshes the card and the search list.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerStatus } from 'shared-contracts';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import { fetchPlayer, searchPlayers, setPlayerStatus } from '../api/players-api';

export function usePlayerSearch(typed: string | null, offset: number) {
  const { me, api } = useSignedInOps();
  return useQuery({
    queryKey: backofficeKeys.players(me.username, typed ?? '', offset),
    queryFn: () => searchPlayers(api, typed ?? '', offset),
    enabled: typed !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePlayer(customerCode: string | null) {
  const { me, api } = useSignedInOps();
  return useQuery({
    queryKey: backofficeKeys.player(me.username, customerCode ?? ''),
    queryFn: () => fetchPlayer(api, customerCode!),
    enabled: customerCode !== null,
  });
}

export function useSetPlayerStatus(customerCode: string) {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ status, reason }: { status: PlayerStatus; reason: string }) =>
      setPlayerStatus(api, customerCode, status, reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: backofficeKeys.player(me.username, customerCode) }),
        queryClient.invalidateQueries({ queryKey: backofficeKeys.playerSearches(me.username) }),
      ]),
  });
}
