import { useQuery } from '@tanstack/react-query';
import type { LotteryBetSlip } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { shopKeys } from '../../../query-keys';
import { fetchLotterySlips } from '../api/fetch-lottery-slips';

/**
 * The logged-in player's purchases, newest first, at most `limit` (nothing is asked for a visitor): `slips`
 * is null until the first answer, `failed` while the last answer was a failure. A purchase or a cancel
 * invalidates `shopKeys.slips`.
 */
export function useLotterySlips(limit = 20): { slips: LotteryBetSlip[] | null; failed: boolean } {
  const { api } = useRemote();
  const session = useSession();
  const query = useQuery({
    queryKey: [...shopKeys.slips(session.customerCode), limit],
    queryFn: () => fetchLotterySlips(api, limit),
    enabled: session.status === 'authenticated',
  });
  return { slips: query.data?.items ?? null, failed: query.isError };
}
