import { useMutation } from '@tanstack/react-query';
import type { LotterySearchData, LotterySearchBody } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { searchNumbers, suggestNumbers } from '../api/search-numbers';

/** Numbers on sale per search (`POST lottery/search-number?limit=`). */
export const SEARCH_LIMIT = 20;

/**
 * The shop's number search (docs/product.md "Ticket shop cart"): `search(body)` (blank box = any digit) or
 * `suggest()` hands the numbers on sale to `onResults`; `busy` while asking, `failed` after a failure until
 * the next try.
 */
export function useTicketSearch(onResults: (data: LotterySearchData) => void) {
  const { api } = useRemote();
  const lookup = useMutation({
    mutationFn: (body: LotterySearchBody | null) =>
      body ? searchNumbers(api, body, SEARCH_LIMIT) : suggestNumbers(api),
    onSuccess: (data) => onResults(data),
  });
  return {
    search: (body: LotterySearchBody) => lookup.mutate(body),
    suggest: () => lookup.mutate(null),
    busy: lookup.isPending,
    failed: lookup.isError,
  };
}
