import { useCallback, useEffect, useState } from 'react';
import type { GameDef } from 'shared-contracts';
import { useRemote } from '../../../app/useRemote';
import { fetchCurrentRound, type RoundView } from '../api/fetch-current-round';

/** The game's current round, status `checking` while loading; `reload()` asks again (e.g. at close). */
export function useCurrentRound(game: GameDef): { round: RoundView; loadedAt: number; reload: () => void } {
  const { api } = useRemote();
  const [state, setState] = useState<{ round: RoundView; loadedAt: number }>({
    round: { status: 'checking', data: null, seconds: null },
    loadedAt: Date.now(),
  });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    fetchCurrentRound(api, game).then((round) => {
      if (live) setState({ round, loadedAt: Date.now() });
    });
    return () => {
      live = false;
    };
  }, [api, game, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
