import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sha256Hex, type GameDef } from 'shared-contracts';
import { errorCode, useRemote } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { fetchYeekeeRecord } from '../api/fetch-yeekee-record';
import { verifyYeekeeRecord } from '../utils/verify-record';

/**
 * A closed round's published record (`GET yeekee/winning-number/{draw_date}/{round_no}`, final once published,
 * so never read again), the SHA-256 of its revealed secret (Web Crypto, here in the browser) and its
 * recomputation (`verifyYeekeeRecord`).
 */
export function useRoundVerification(game: GameDef, drawDate: string, roundNo: number) {
  const { api } = useRemote();
  const query = useQuery({
    queryKey: gamesKeys.yeekeeRecord(game.slug, drawDate, roundNo),
    queryFn: async () => {
      const record = await fetchYeekeeRecord(api, drawDate, roundNo);
      return { record, secretHash: record.secret === null ? null : await sha256Hex(record.secret) };
    },
    staleTime: Infinity,
    // a refusal (not closed yet, no such round) stays one; only a failed connection is tried again
    retry: (failures, error) => errorCode(error) === null && failures < 2,
  });
  const verification = useMemo(
    () => (query.data ? verifyYeekeeRecord(query.data.record, query.data.secretHash) : null),
    [query.data],
  );
  return { record: query.data?.record, verification, error: query.error, retry: () => void query.refetch() };
}
