/**
 * The rates panel's reads and writes for one game: its kinds with the rates and stake limits in force, own and
 * default (`GET/PUT backoffice/rates/{game}`), and the history of changes. A save replaces the kinds' cached
 * answer and refreshes the history.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import { fetchGameRateHistory, fetchGameRates, setGameRates } from '../api/limits-api';

/** One kind's change as the PUT takes it: baht (rate: baht per baht); null = back to the default. */
export type RateChange = { rate?: number | null; min_amount?: number | null; max_amount?: number | null };

export function useGameRates(game: string) {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const key = backofficeKeys.gameRates(me.username, game);
  const historyKey = backofficeKeys.gameRateHistory(me.username, game);
  const query = useQuery({ queryKey: key, queryFn: () => fetchGameRates(api, game) });
  const history = useQuery({ queryKey: historyKey, queryFn: () => fetchGameRateHistory(api, game) });
  const update = useMutation({
    mutationFn: ({ kinds, reason }: { kinds: Record<string, RateChange>; reason?: string }) =>
      setGameRates(api, game, kinds, reason),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      void queryClient.invalidateQueries({ queryKey: historyKey });
    },
  });
  return { query, history, update };
}
