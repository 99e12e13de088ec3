/**
 * Every game's next close for the home lobby (`GET games/next-rounds`, public): asked again every 30 s and as
 * soon as a round it knows has closed or opened, so a card never offers "เล่นเลย" for a round gone by. `rounds` is
 * null until known (the cards then show the catalogue's schedule). `now` is the server's time as this device
 * reckons it (the device clock corrected by the offset the answer's countdowns give), ticking every second while
 * some card counts down (a round closing within the hour), else every 30 s.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useShellServices } from '../../../services/shell-services';
import { shellKeys } from '../../../query-keys';
import { fetchNextRounds, type NextRound } from '../api/fetch-next-rounds';

/** A card counts down the last hour before its close. */
export const COUNTDOWN_FROM_MS = 60 * 60_000;

/** The instant a card waits for: the close of a round taking bets, the opening of one that is not yet. */
export const nextChangeAt = (r: NextRound) => Date.parse(r.accepting ? r.end_at : r.start_at);

export function useNextRounds(): { rounds: Map<string, NextRound> | null; now: number } {
  const { api } = useShellServices();
  const query = useQuery({
    queryKey: shellKeys.nextRounds(),
    queryFn: () => fetchNextRounds(api),
    refetchInterval: 30_000,
    retry: 1,
  });
  const rounds = query.data ?? null;
  // server time − device time when the answer came (the countdown is the server's seconds to the close)
  const first = rounds ? [...rounds.values()].find((r) => r.accepting) : undefined;
  const skew = first ? Date.parse(first.end_at) - first.count_down.total_seconds * 1000 - query.dataUpdatedAt : 0;
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const now = deviceNow + skew;
  const soonest = rounds ? Math.min(...[...rounds.values()].map(nextChangeAt)) : Infinity;
  const ticking = soonest - now < COUNTDOWN_FROM_MS;
  useEffect(() => {
    const id = setInterval(() => setDeviceNow(Date.now()), ticking ? 1000 : 30_000);
    return () => clearInterval(id);
  }, [ticking]);
  const asked = useRef<number | null>(null);
  const { refetch } = query;
  useEffect(() => {
    // a round closed (or opened) meanwhile: ask for the next ones now, once per such moment
    if (Number.isFinite(soonest) && now >= soonest && asked.current !== soonest) {
      asked.current = soonest;
      void refetch();
    }
  }, [now, soonest, refetch]);
  return { rounds, now };
}
