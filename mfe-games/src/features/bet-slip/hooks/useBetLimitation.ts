import { useQuery } from '@tanstack/react-query';
import { satangToBaht, type BetLimitationData, type GameDef } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import type { PricedLine } from '../../number-pad';
import { gamesKeys } from '../../../query-keys';
import { checkBetLimitation } from '../api/check-bet-limitation';

/**
 * The server's check of the slip on the summary step (rates in force, closed and capped numbers), or null
 * while unknown, for visitors, or when the check fails (the bet call still decides). Keyed by the round
 * and the lines (baht, or units for set/zodiac kinds); a placed bet invalidates `gamesKeys.betLimitation`.
 */
export function useBetLimitation(
  game: GameDef,
  roundId: string | null,
  priced: readonly PricedLine[],
): BetLimitationData | null {
  const { api } = useRemote();
  const session = useSession();
  const valid = priced.length > 0 && priced.every((p) => p.valid);
  const lines = valid
    ? priced.map((p) => ({
        kind: p.line.kind,
        number: p.line.number,
        amount: p.units ?? satangToBaht(p.amountSatang!),
      }))
    : [];
  const { data } = useQuery({
    queryKey: [...gamesKeys.betLimitation(game.slug, session.customerCode), roundId, lines],
    queryFn: () => checkBetLimitation(api, game, { round_id: roundId!, remark: '', lines }),
    enabled: session.status === 'authenticated' && !!roundId && valid,
  });
  return data ?? null;
}
