/** The rounds of a game and state (`GET backoffice/rounds`), kept fresh every 30 s, filtered by draw date here. */
import { useQuery } from '@tanstack/react-query';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import { fetchRounds } from '../api/rounds-api';

export function useRounds(game: string, status: string, date: string) {
  const { me, api } = useSignedInOps();
  const query = useQuery({
    queryKey: backofficeKeys.rounds(me.username, game, status),
    queryFn: () => fetchRounds(api, game, status),
    refetchInterval: 30_000,
  });
  const rounds = (query.data ?? []).filter((r) => !date || r.draw_date === date);
  return { ...query, rounds };
}
