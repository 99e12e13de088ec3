import { queryOptions } from '@tanstack/react-query';
import { ErrorCode, type HttpClient } from 'shared-contracts';
import { errorCode } from 'shared-ui';
import { shopKeys } from '../../../query-keys';
import { fetchWinningResult } from './winning-api';

/**
 * The query of one draw's official result (`GET government/winning-result`), shared by the winning-number tab
 * and the prize check so both read one cache. A date without a result (E10001) is an answer, not a failure
 * worth retrying.
 */
export function winningResultQuery(api: HttpClient, date: string) {
  return queryOptions({
    queryKey: shopKeys.winningResult(date),
    queryFn: () => fetchWinningResult(api, date),
    retry: (failures, error) => failures < 1 && errorCode(error) !== ErrorCode.NOT_FOUND,
  });
}
