/** One table game's draw calendar with add and remove; a write answers the whole calendar, which replaces the cache. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import { addDrawDate, fetchDrawCalendar, removeDrawDate } from '../api/draw-calendar-api';

export function useDrawCalendar(game: string) {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const key = backofficeKeys.drawCalendar(me.username, game);
  const query = useQuery({ queryKey: key, queryFn: () => fetchDrawCalendar(api, game) });
  const add = useMutation({
    mutationFn: (date: string) => addDrawDate(api, game, date),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  const remove = useMutation({
    mutationFn: (date: string) => removeDrawDate(api, game, date),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  return { query, add, remove };
}
