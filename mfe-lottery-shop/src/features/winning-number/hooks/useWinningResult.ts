import { useQuery } from '@tanstack/react-query';
import type { GovernmentWinningResult } from 'shared-contracts';
import { errorCode, useRemote } from 'shared-ui';
import { winningResultQuery } from '../api/winning-result-query';

/**
 * The official result of the draw of `date` ('' = none chosen yet): `result` once answered, else `error`, the
 * refusal's code (E10001: no result for that date) or 'network'; both null while it loads.
 */
export function useWinningResult(date: string): { result: GovernmentWinningResult | null; error: string | null } {
  const { api } = useRemote();
  const query = useQuery({ ...winningResultQuery(api, date), enabled: date !== '' });
  return {
    result: query.data ?? null,
    error: query.isError ? (errorCode(query.error) ?? 'network') : null,
  };
}
