import { useQuery } from '@tanstack/react-query';
import { gameBySlipId, type StreakGame } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { minigameKeys } from '../../../query-keys';
import { fetchSlip } from '../../streak';

/** The streak game a slip id belongs to (CT… coin toss, PYC… rock-paper-scissors), or null. */
export function streakGameOfSlip(slipId: string): StreakGame | null {
  const slug = gameBySlipId(slipId)?.slug;
  return slug === 'cointossing' || slug === 'paoyingchub' ? slug : null;
}

/** One of the player's slips by id, from its game's `bet-slip/{id}` (not asked for an unknown id or a visitor). */
export function useSlipForVerify(slipId: string | undefined) {
  const { api } = useRemote();
  const session = useSession();
  const game = slipId ? streakGameOfSlip(slipId) : null;
  return useQuery({
    queryKey: minigameKeys.slip(session.customerCode, game ?? 'cointossing', slipId ?? ''),
    queryFn: () => fetchSlip(api, game!, slipId!),
    enabled: session.status === 'authenticated' && !!game && !!slipId,
  });
}
