import { useQuery } from '@tanstack/react-query';
import type { BetKind, FamousNumberData, GameDef } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { fetchFamousNumbers } from '../api/fetch-famous-numbers';

/**
 * The most-staked numbers of the open round for `kind`, or null while loading or when the call fails (the
 * list is then hidden). Asked again when `gamesKeys.famousNumbers` is invalidated (a placed bet does it).
 */
export function useFamousNumbers(game: GameDef, kind: BetKind): FamousNumberData | null {
  const { api } = useRemote();
  const { data } = useQuery({
    queryKey: [...gamesKeys.famousNumbers(game.slug), kind],
    queryFn: () => fetchFamousNumbers(api, game, kind),
  });
  return data ?? null;
}
