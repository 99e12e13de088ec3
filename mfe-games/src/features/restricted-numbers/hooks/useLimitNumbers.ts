import { useQuery } from '@tanstack/react-query';
import type { GameDef, LimitNumberEntry } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { fetchLimitNumbers } from '../api/fetch-limit-numbers';

const NONE: LimitNumberEntry[] = [];

/**
 * The game's restricted numbers for the round shown (entries of another round left out). Asked again when
 * `gamesKeys.limitNumbers` is invalidated: a placed bet does it, since caps shrink as bets come in. An error
 * leaves the list empty: the server still refuses closed numbers when the slip is placed.
 */
export function useLimitNumbers(game: GameDef, roundId: string | null): LimitNumberEntry[] {
  const { api } = useRemote();
  const { data } = useQuery({
    queryKey: gamesKeys.limitNumbers(game.slug),
    queryFn: () => fetchLimitNumbers(api, game),
    enabled: game.playable,
    select: (d) => d.numbers.filter((e) => !e.round_id || !roundId || e.round_id === roundId),
  });
  return data ?? NONE;
}
