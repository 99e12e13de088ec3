import { useQueries } from '@tanstack/react-query';
import type { LotteryFamousNumberData } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { shopKeys } from '../../../query-keys';
import { FAMOUS_TYPES, fetchFamousNumbers, type FamousType } from '../api/fetch-famous-numbers';

export type FamousState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: LotteryFamousNumberData };

/**
 * The famous numbers of `type` (last two or last three digits). Every type is asked at once, so switching
 * the chips' tab shows its numbers without waiting.
 */
export function useFamousNumbers(type: FamousType): FamousState {
  const { api } = useRemote();
  const results = useQueries({
    queries: FAMOUS_TYPES.map((kind) => ({
      queryKey: shopKeys.famousNumbers(kind),
      queryFn: () => fetchFamousNumbers(api, kind),
    })),
  });
  const query = results[FAMOUS_TYPES.indexOf(type)]!;
  if (query.isSuccess) return { status: 'ready', data: query.data };
  return query.isError ? { status: 'failed' } : { status: 'loading' };
}
