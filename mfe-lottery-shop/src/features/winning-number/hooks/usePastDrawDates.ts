import { useQuery } from '@tanstack/react-query';
import { useRemote } from 'shared-ui';
import { shopKeys } from '../../../query-keys';
import { fetchPastDrawDates } from '../api/winning-api';

/** Past draw dates, newest first ([] while loading or when the list fails); `loaded` once answered. */
export function usePastDrawDates(): { dates: string[]; loaded: boolean } {
  const { api } = useRemote();
  const query = useQuery({ queryKey: shopKeys.pastDrawDates(), queryFn: () => fetchPastDrawDates(api) });
  return { dates: query.data ?? [], loaded: query.isSuccess || query.isError };
}
