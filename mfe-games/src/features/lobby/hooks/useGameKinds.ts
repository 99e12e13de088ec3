import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BetKindConfig, GameDef } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { fetchGameKinds } from '../api/fetch-game-kinds';

/**
 * The game's kinds with the rates and stake limits in force (`GET {family}/rate/{type}`); the catalogue's
 * kinds until the answer comes (placeholder) and whenever it fails, so the lobby always has rates to show.
 */
export function useGameKinds(game: GameDef): BetKindConfig[] {
  const { api } = useRemote();
  const query = useQuery({
    queryKey: gamesKeys.gameKinds(game.slug),
    queryFn: () => fetchGameKinds(api, game),
    placeholderData: game.betKinds,
    enabled: game.betKinds.length > 0,
    staleTime: 60_000,
  });
  return query.data ?? game.betKinds;
}

/**
 * The game with its kinds in force (`useGameKinds`): what the lobby shows and checks stakes against (rates
 * table, kind chips, price check, summary, how to play). The same object while nothing changed.
 */
export function useEffectiveGame(game: GameDef): GameDef {
  const kinds = useGameKinds(game);
  return useMemo(() => (kinds === game.betKinds ? game : { ...game, betKinds: kinds }), [game, kinds]);
}
