import { useEffect, useState } from 'react';
import type { GameDef, LimitNumberEntry } from 'shared-contracts';
import { useRemote } from '../../../app/useRemote';
import { fetchLimitNumbers } from '../api/fetch-limit-numbers';

/**
 * The game's restricted numbers for the round shown, reloaded when `roundId` or `version` changes (the
 * lobby passes the last slip's id: caps shrink as bets come in). An error leaves the list empty: the
 * server still refuses closed numbers when the slip is placed.
 */
export function useLimitNumbers(
  game: GameDef,
  roundId: string | null,
  version: string | null = null,
): LimitNumberEntry[] {
  const { api } = useRemote();
  const [entries, setEntries] = useState<LimitNumberEntry[]>([]);
  useEffect(() => {
    if (!game.playable) return;
    let live = true;
    fetchLimitNumbers(api, game)
      .then((data) => {
        if (!live) return;
        setEntries(data.numbers.filter((e) => !e.round_id || !roundId || e.round_id === roundId));
      })
      .catch(() => live && setEntries([]));
    return () => {
      live = false;
    };
  }, [api, game, roundId, version]);
  return entries;
}
